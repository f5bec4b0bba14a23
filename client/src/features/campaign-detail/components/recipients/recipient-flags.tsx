import { SEND_CHECK_MESSAGES } from '@outbound/common';

const FLAG_TEXTS: Record<string, string> = {
  role: SEND_CHECK_MESSAGES.roleFlag,
  disposable: SEND_CHECK_MESSAGES.disposableFlag,
};

/** What a recipient's address says of itself (role address, disposable domain), as badges. */
export function RecipientFlags({ flags }: { flags: readonly string[] }) {
  if (flags.length === 0) return null;
  return (
    <span className="recipients-table__flags">
      {flags.map((flag) => (
        <span key={flag} className="badge badge--warning">
          {FLAG_TEXTS[flag] ?? flag}
        </span>
      ))}
    </span>
  );
}
