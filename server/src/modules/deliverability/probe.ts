import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { headerValue, parseAuthResults, TRACE_HEADERS_MAX } from '../inbox/auth-headers';
import type { ImapLogins } from '../mailbox/imap-login';
import type { MailAccount } from '../mailbox/mail-account.entity';
import type { MailTransports } from '../mailbox/mail-transport';
import { composeRaw } from '../message/compose';
import type { DkimKeys } from '../message/dkim';

/** What the mailbox's own provider said of a message from the mailbox to itself. */
export interface ProbeResult {
  /** Where the message landed: `inbox`, `spam`, or null when it did not arrive in time. */
  folder: 'inbox' | 'spam' | null;
  /** The topmost Authentication-Results (the receiving provider's), as written; null: none. */
  authenticationResults: string | null;
  /** Its authserv-id and each method's result (spf, dkim, dmarc…). */
  authservId: string | null;
  results: { method: string; result: string }[];
}

export interface ProbeDeps {
  transports: Pick<MailTransports, 'sendOne'>;
  imap: Pick<ImapLogins, 'connect'>;
  dkim: DkimKeys;
  /** How long the message is waited for (default 30 s), asked for every `pollMs` (1 s). */
  waitMs?: number;
  pollMs?: number;
}

/** The headers of a message, each line unfolded, at most TRACE_HEADERS_MAX. */
function headerLines(source: Buffer): { key: string; line: string }[] {
  const end = source.indexOf('\r\n\r\n');
  const head = source.subarray(0, Math.min(end < 0 ? source.length : end, 65_536)).toString();
  const lines: string[] = [];
  for (const raw of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(raw) && lines.length) lines[lines.length - 1] += ` ${raw.trim()}`;
    else lines.push(raw);
    if (lines.length > TRACE_HEADERS_MAX) break;
  }
  return lines.map((line) => ({ key: line.slice(0, line.indexOf(':')).toLowerCase(), line }));
}

/** Reads a delivered probe: the topmost Authentication-Results, the provider's own. */
export function readProbe(source: Buffer, folder: 'inbox' | 'spam'): ProbeResult {
  const top = headerLines(source).find(({ key }) => key === 'authentication-results');
  const value = top ? headerValue(top.line) : null;
  const parsed = value ? parseAuthResults(value) : null;
  return {
    folder,
    authenticationResults: value,
    authservId: parsed?.authservId ?? null,
    results: (parsed?.results ?? []).map(({ method, result }) => ({ method, result })),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The probe's copy in `path`, removed once read; null when it is not there. */
async function takeFrom(client: ImapFlow, path: string, messageId: string) {
  const lock = await client.getMailboxLock(path);
  try {
    const uids = await client.search({ header: { 'message-id': messageId } }, { uid: true });
    if (!Array.isArray(uids) || uids.length === 0) return null;
    const message = await client.fetchOne(String(uids[0]), { source: true }, { uid: true });
    await client.messageDelete(uids, { uid: true });
    return message && message.source ? message.source : null;
  } finally {
    lock.release();
  }
}

/**
 * Sends a message from the mailbox to itself (signed as campaign mail is) and reads, over IMAP,
 * what its provider wrote in the Authentication-Results of the copy it delivered: what receivers
 * really see. The copy is deleted once read. Looks in the inbox and the Junk folder until
 * `waitMs` has passed.
 */
export async function runProbe(account: MailAccount, deps: ProbeDeps): Promise<ProbeResult> {
  const domain = account.email.slice(account.email.lastIndexOf('@') + 1);
  const messageId = `<probe-${randomUUID()}@${domain}>`;
  const message = {
    to: account.email,
    subject: 'Outbound deliverability probe',
    text: 'This message checks how your provider authenticates mail from this mailbox. It is deleted once read.',
    messageId,
  };
  const raw = await composeRaw(
    message,
    { name: account.name, address: account.email },
    new Date(),
    deps.dkim,
  );
  await deps.transports.sendOne(account, { ...message, raw });
  const client = await deps.imap.connect(account);
  try {
    const folders = await client.list();
    const junk = folders.find((folder) => folder.specialUse === '\\Junk')?.path;
    const deadline = Date.now() + (deps.waitMs ?? 30_000);
    for (;;) {
      const inbox = await takeFrom(client, 'INBOX', messageId);
      if (inbox) return readProbe(inbox, 'inbox');
      const spam = junk ? await takeFrom(client, junk, messageId) : null;
      if (spam) return readProbe(spam, 'spam');
      if (Date.now() >= deadline) break;
      await pause(deps.pollMs ?? 1000);
    }
    return { folder: null, authenticationResults: null, authservId: null, results: [] };
  } finally {
    await client.logout().catch(() => client.close());
  }
}
