import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider matching (issue 26): which provider hosts a mail domain (Google, Microsoft, or other),
 * read from its MX records in the background and kept here, so the send path only ever reads a
 * row and never waits for the DNS. Public facts about domains, the same for every workspace: the
 * one table without a workspace (nothing in it names a customer or a recipient). `expires_at`: when
 * the answer is looked up again (a month; a failed lookup an hour).
 */
export class MailDomainProvider1763800000056 implements MigrationInterface {
  name = 'MailDomainProvider1763800000056';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_domain_provider (
        domain text PRIMARY KEY,
        provider text NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT mail_domain_provider_provider_check
          CHECK (provider IN ('google', 'microsoft', 'other'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_domain_provider`);
  }
}
