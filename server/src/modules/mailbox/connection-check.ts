import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { AppError } from '../../http/errors';
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
/** A server to log in to, with a password or (Google) an OAuth2 access token for XOAUTH2. */
export interface MailLogin {
  server: string;
  port: number;
  username: string;
  password?: string;
  accessToken?: string;
}
import { ForbiddenHostError, resolveMailHost, UnresolvableHostError } from './host-guard';

const TIMEOUT_MS = 10_000;

type Side = 'SMTP' | 'IMAP';

/** Ports on which the connection is TLS from the first byte; the others upgrade with STARTTLS. */
const IMPLICIT_TLS = new Set([465, 993, 995]);

function where(side: Side, settings: MailLogin): string {
  return `the ${side} server ${settings.server}:${settings.port}`;
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
export async function verifySmtp(settings: MailLogin, allowPrivate: boolean): Promise<void> {
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    const address = await resolveMailHost(settings.server, allowPrivate);
    transport = nodemailer.createTransport({
      host: address,
      port: settings.port,
      secure: IMPLICIT_TLS.has(settings.port),
      auth: settings.accessToken
        ? { type: 'OAuth2', user: settings.username, accessToken: settings.accessToken }
        : { user: settings.username, pass: settings.password },
      tls: { servername: settings.server },
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    await transport.verify();
  } catch (error) {
    throw explain('SMTP', settings, error);
  } finally {
    transport?.close();
  }
}

/** Logs in to the IMAP server (imapflow) and logs out again. */
export async function verifyImap(settings: MailLogin, allowPrivate: boolean): Promise<void> {
  let client: ImapFlow | undefined;
  try {
    const address = await resolveMailHost(settings.server, allowPrivate);
    client = new ImapFlow({
      host: address,
      servername: settings.server,
      port: settings.port,
      secure: IMPLICIT_TLS.has(settings.port),
      auth: settings.accessToken
        ? { user: settings.username, accessToken: settings.accessToken }
        : { user: settings.username, pass: settings.password },
      logger: false,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    await client.connect();
    await client.logout();
  } catch (error) {
    throw explain('IMAP', settings, error);
  } finally {
    client?.close();
  }
}
