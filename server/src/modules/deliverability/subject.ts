import type { MailAccount } from '../mailbox/mail-account.entity';
import type { Subject } from './checks/check';

const endsWithDomain = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

/** The mailbox's provider when Google or Microsoft sends its mail (read from its SMTP server). */
export function providerOf(
  account: Pick<MailAccount, 'type'>,
  smtpHost: string,
): Subject['provider'] {
  if (account.type === 'google') return 'google';
  if (['gmail.com', 'googlemail.com'].some((d) => endsWithDomain(smtpHost, d))) return 'google';
  if (['office365.com', 'outlook.com'].some((d) => endsWithDomain(smtpHost, d))) return 'microsoft';
  return null;
}

/** What the doctor checks of a mailbox: its address's domain and the server it sends through. */
export function subjectOf(
  account: Pick<MailAccount, 'type' | 'email' | 'connection' | 'trackingDomain'>,
  settings: { publicHost: string; googleSmtpHost: string },
): Subject {
  const email = account.email.toLowerCase();
  const smtpHost = (
    account.connection?.smtp?.server ?? (account.type === 'google' ? settings.googleSmtpHost : '')
  ).toLowerCase();
  return {
    email,
    domain: email.slice(email.lastIndexOf('@') + 1),
    smtpHost,
    provider: providerOf(account, smtpHost),
    trackingDomain: account.trackingDomain ?? null,
    publicHost: settings.publicHost,
  };
}
