import { campaignDateText } from '../campaigns/campaign-date';

/** `MMM dd, yyyy HH:mm` in local time (for example `Nov 02, 2026 09:30`); empty when unreadable. */
export function dateTimeText(iso: string): string {
  const date = new Date(iso);
  const day = campaignDateText(iso);
  if (!day) return '';
  const hours = String(date.getHours()).padStart(2, '0');
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${day} ${hours}:${minutes}`;
}
