import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutgoingMessage } from '../mailbox/mail-transport';
import type { DkimKeys } from './dkim';

/**
 * The exact bytes of a message as the mailbox sends it (from the mailbox's name and address, with
 * its Date and Message-ID), DKIM-signed when `dkim` has a key for the mailbox's domain: what goes
 * over SMTP and what is filed in the Sent folder, so both carry the same signature.
 */
export async function composeRaw(
  message: OutgoingMessage,
  from: { name: string; address: string },
  date: Date,
  dkim?: DkimKeys,
): Promise<Buffer> {
  const raw = await new MailComposer({ ...message, from, date }).compile().build();
  return dkim ? dkim.sign(raw, from.address) : raw;
}
