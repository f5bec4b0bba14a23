import { CONTACT_MESSAGES } from '@outbound/common';
import type { ImportSummary } from '../upload-contact-list';

/**
 * The rows of an import whose time zone could not be read (a Time Zone, City, State or Country
 * value that gave none): their count and first lines. Nothing when every zone was read.
 */
export function ImportZonesNote({ summary }: { summary: ImportSummary }) {
  const count = summary.zonesUnreadable ?? 0;
  if (count === 0) return null;
  return (
    <p className="dialog__text" role="note" aria-label="Time zones not read">
      {CONTACT_MESSAGES.zonesUnreadable(count, summary.zonesUnreadableLines ?? [])}{' '}
      {CONTACT_MESSAGES.zonesMostPopulous}
    </p>
  );
}
