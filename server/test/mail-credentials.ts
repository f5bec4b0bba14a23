import { loadSecret } from '../src/secret';
import { CredentialsVault } from '../src/modules/mailbox/credentials-vault';
import type { TestServer } from './server';

/** Points a mailbox's stored IMAP login at another port (a closed one: IMAP unreachable). */
export async function setImapPort(t: TestServer, mailboxId: string, port: number): Promise<void> {
  const db = t.database.db;
  const vault = new CredentialsVault(loadSecret(t.config));
  const [account] = await db.query(
    `SELECT workspace_id, credentials FROM mail_account WHERE id = $1`,
    [mailboxId],
  );
  const credentials = vault.open(account.workspace_id, account.credentials);
  await db.query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    mailboxId,
    vault.seal(account.workspace_id, {
      ...credentials,
      imap: { ...credentials.imap!, port },
    }),
  ]);
}

/** A local port nothing listens on. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
