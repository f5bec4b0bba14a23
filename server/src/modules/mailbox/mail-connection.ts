import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';

/** A server to log in to, with a password or (Google) an OAuth2 access token for XOAUTH2. */
export interface MailLogin {
  server: string;
  port: number;
  username: string;
  password?: string;
  accessToken?: string;
}

/** How mailboxes may reach their mail servers: the operator's settings. */
export interface MailHostPolicy {
  /** Loopback and private-network servers are allowed (ALLOW_PRIVATE_MAIL_HOSTS). */
  allowPrivateHosts: boolean;
  /**
   * A login may travel without TLS when a server on a STARTTLS port does not offer STARTTLS
   * (ALLOW_PLAINTEXT_MAIL_AUTH, for an on-premises server). Off (the default), such a server
   * never receives the login.
   */
  allowPlaintextAuth?: boolean;
}

interface MailTimeouts {
  connect: number;
  socket: number;
}

/** Ports on which the connection is TLS from the first byte; the others upgrade with STARTTLS. */
const SMTP_IMPLICIT_TLS = new Set([465]);
const IMAP_IMPLICIT_TLS = new Set([993, 995]);

/**
 * The one SMTP transport builder (connection check, test send, dispatch). `address` is the
 * host-guard-checked address of `login.server`; TLS is verified against the server's name. On a
 * STARTTLS port STARTTLS is required, so a stripped offer never gets the password in clear.
 */
export function createSmtpTransport(
  login: MailLogin,
  address: string,
  policy: MailHostPolicy,
  options: { timeouts: MailTimeouts; pool?: boolean },
) {
  const secure = SMTP_IMPLICIT_TLS.has(login.port);
  return nodemailer.createTransport({
    host: address,
    port: login.port,
    secure,
    requireTLS: !secure && !policy.allowPlaintextAuth,
    auth: login.accessToken
      ? { type: 'OAuth2', user: login.username, accessToken: login.accessToken }
      : { user: login.username, pass: login.password },
    tls: { servername: login.server },
    connectionTimeout: options.timeouts.connect,
    greetingTimeout: options.timeouts.connect,
    socketTimeout: options.timeouts.socket,
    ...(options.pool ? { pool: true, maxConnections: 1 } : {}),
  });
}

/**
 * The one IMAP client builder (connection check, inbox sync, Sent folder, reconciliation). On a
 * STARTTLS port imapflow must upgrade (`doSTARTTLS: true`) before it logs in, or it fails.
 */
export function createImapClient(
  login: MailLogin,
  address: string,
  policy: MailHostPolicy,
  timeouts: MailTimeouts,
): ImapFlow {
  const secure = IMAP_IMPLICIT_TLS.has(login.port);
  return new ImapFlow({
    host: address,
    servername: login.server,
    port: login.port,
    secure,
    // imapflow refuses secure together with doSTARTTLS; undefined is opportunistic STARTTLS.
    ...(!secure && !policy.allowPlaintextAuth ? { doSTARTTLS: true } : {}),
    auth: login.accessToken
      ? { user: login.username, accessToken: login.accessToken }
      : { user: login.username, pass: login.password },
    logger: false,
    connectionTimeout: timeouts.connect,
    greetingTimeout: timeouts.connect,
    socketTimeout: timeouts.socket,
  });
}
