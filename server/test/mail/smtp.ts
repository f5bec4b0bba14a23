/** SMTP pieces of the mail sandbox: replies, data streams, listeners, envelopes and addresses. */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { SandboxMessage } from '../mail-sandbox';

export const DOMAIN = 'sandbox.test';

export type SmtpError = Error & { responseCode?: number };
/** A recipient that was not delivered, with the SMTP reply that refused it. */
export interface Failure {
  address: string;
  reply: string;
}

// --- messages -----------------------------------------------------------------------------------

export function record(
  raw: Buffer,
  meta: { from: string; to: string[]; user?: string; delivered: string[]; failed: Failure[] },
): SandboxMessage {
  const text = raw.toString();
  return {
    id: randomHex(),
    user: meta.user,
    from: meta.from,
    to: meta.to,
    raw: text,
    messageId: headerValue(text, 'message-id'),
    subject: headerValue(text, 'subject'),
    delivered: meta.delivered,
    bounced: meta.failed.map((f) => f.address),
    at: new Date(),
  };
}

export function envelopeOf(session: SMTPServerSession): { from: string; to: string[] } {
  const { mailFrom, rcptTo } = session.envelope;
  return { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) };
}

/** The unfolded value of a top-level header, as written (no MIME decoding). */
export function headerValue(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}:[ \\t]*(.*)$`, 'im').exec(head)?.[1].trim();
}

// --- small pieces -------------------------------------------------------------------------------

export function smtpError(code: number, message: string): SmtpError {
  const text = message.startsWith(`${code} `) ? message.slice(4) : message;
  return Object.assign(new Error(text), { responseCode: code });
}

export async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw smtpError(552, '5.3.4 Message too big');
  return Buffer.concat(chunks);
}

export function listen(server: SMTPServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as net.AddressInfo).port));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function normalize(email: string): string {
  return email.trim().toLowerCase();
}

/** `user+tag@domain` -> `user@domain` (Dovecot's recipient_delimiter). */
export function baseAddress(email: string): string {
  return normalize(email).replace(/\+[^@]*@/, '@');
}

export function randomHex(): string {
  return randomBytes(8).toString('hex');
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
