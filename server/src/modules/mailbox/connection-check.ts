import { AppError } from '../../http/errors';
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { ForbiddenHostError, resolveMailHost, UnresolvableHostError } from './host-guard';
import {
  createImapClient,
  createSmtpTransport,
  type MailHostPolicy,
  type MailLogin,
} from './mail-connection';

export type { MailHostPolicy, MailLogin } from './mail-connection';

const TIMEOUTS = { connect: 10_000, socket: 10_000 };

type Side = 'SMTP' | 'IMAP';

function where(side: Side, settings: MailLogin): string {
  return `the ${side} server ${settings.server}:${settings.port}`;
}

/**
 * STARTTLS was required and the server did not offer it or refused it: nodemailer's `ETLS` with the
 * server's answer to STARTTLS, or imapflow's `tlsFailed` before it logs in.
 */
function refusedStartTls(err: {
  code?: string;
  response?: unknown;
  tlsFailed?: boolean;
  message?: string;
}): boolean {
  if (err.code === 'ETLS') return typeof err.response === 'string';
  return err.tlsFailed === true && /does not support STARTTLS/i.test(err.message ?? '');
}

/**
 * Turns a connection failure into one plain sentence saying which side failed and why, never the
 * server's own banner or an address it resolved to.
 */
export function explain(side: Side, settings: MailLogin, error: unknown): AppError {
  const err = error as {
    code?: string;
    responseCode?: number;
    authenticationFailed?: boolean;
    message?: string;
  };
  const text = `${err.code ?? ''} ${err.message ?? ''}`;
  if (refusedStartTls(err)) {
    return AppError.badRequest(
      `${side} connection failed: ${where(side, settings)} does not offer a secure connection (STARTTLS), so the password was not sent. Use the server's TLS port.`,
    );
  }
  if (error instanceof ForbiddenHostError)
    return AppError.badRequest(MAIL_ACCOUNT_MESSAGES.hostNotAllowed);
  if (error instanceof UnresolvableHostError || /ENOTFOUND|EAI_AGAIN/.test(text)) {
    return AppError.badRequest(
      `${side} connection failed: the host name ${settings.server} could not be found.`,
    );
  }
  if (err.code === 'EAUTH' || err.authenticationFailed || err.responseCode === 535) {
    return AppError.badRequest(
      `${side} login failed: ${where(side, settings)} rejected the username or password.`,
    );
  }
  if (/ETLS|SSL|TLS|certificate|wrong version number|EPROTO/i.test(text)) {
    return AppError.badRequest(
      `${side} connection failed: a secure (TLS) connection to ${where(side, settings)} could not be made. Check the port.`,
    );
  }
  if (
    /ECONNREFUSED|ETIMEDOUT|ECONNRESET|ESOCKET|ECONNECTION|EHOSTUNREACH|ENETUNREACH|timeout/i.test(
      text,
    )
  ) {
    return AppError.badRequest(
      `${side} connection failed: ${where(side, settings)} could not be reached.`,
    );
  }
  return AppError.badRequest(
    `${side} connection failed: ${where(side, settings)} did not accept the connection.`,
  );
}

/** Logs in to the SMTP server (nodemailer `verify`), connecting to the checked address. */
export async function verifySmtp(settings: MailLogin, policy: MailHostPolicy): Promise<void> {
  let transport: ReturnType<typeof createSmtpTransport> | undefined;
  try {
    const address = await resolveMailHost(settings.server, policy.allowPrivateHosts);
    transport = createSmtpTransport(settings, address, policy, { timeouts: TIMEOUTS });
    await transport.verify();
  } catch (error) {
    throw explain('SMTP', settings, error);
  } finally {
    transport?.close();
  }
}

/** Logs in to the IMAP server (imapflow) and logs out again. */
export async function verifyImap(settings: MailLogin, policy: MailHostPolicy): Promise<void> {
  let client: ReturnType<typeof createImapClient> | undefined;
  try {
    const address = await resolveMailHost(settings.server, policy.allowPrivateHosts);
    client = createImapClient(settings, address, policy, TIMEOUTS);
    client.on('error', () => undefined);
    await client.connect();
    await client.logout();
  } catch (error) {
    throw explain('IMAP', settings, error);
  } finally {
    client?.close();
  }
}
