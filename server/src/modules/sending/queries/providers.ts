import type { DataSource } from 'typeorm';
import type { MailProvider } from '../providers/mail-domain-provider.entity';

/**
 * The statements of provider matching (`providers/mail-providers.ts`): the domains whose provider
 * is wanted and not known (or expired), and the answers kept.
 */

/** The longest mail domain (RFC 1035); longer text is not a domain and is never looked up. */
const MAX_DOMAIN_LENGTH = 253;

/**
 * Up to `limit` domains with no fresh answer that provider matching needs: those of the
 * recipients still waiting for their first message in started campaigns that match providers,
 * and those of the SMTP mailboxes of their pools.
 */
export async function selectDomainsToLookUp(
  db: DataSource,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows: { domain: string }[] = await db.query(
    `WITH matching AS (
       SELECT id FROM campaign
        WHERE match_recipient_provider AND status = 'started' AND deleted_at IS NULL),
     wanted AS (
       SELECT split_part(r.email, '@', 2) AS domain
         FROM matching c JOIN campaign_recipient r ON r.campaign_id = c.id
        WHERE r.state = 'active' AND r.mail_account_id IS NULL AND r.next_position = 1
       UNION
       SELECT lower(split_part(m.email::text, '@', 2))
         FROM matching c JOIN campaign_mail_account p ON p.campaign_id = c.id
         JOIN mail_account m ON m.id = p.mail_account_id
        WHERE m.type = 'smtp')
     SELECT w.domain FROM wanted w
      WHERE w.domain <> '' AND length(w.domain) <= ${MAX_DOMAIN_LENGTH}
        AND NOT EXISTS (SELECT 1 FROM mail_domain_provider d
                         WHERE d.domain = w.domain AND d.expires_at > $1)
      LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => row.domain);
}

/** Keeps the answers (one statement). */
export async function upsertDomainProviders(
  db: DataSource,
  answers: { domain: string; provider: MailProvider; expiresAt: Date }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db.query(
    `INSERT INTO mail_domain_provider (domain, provider, expires_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
     ON CONFLICT (domain) DO UPDATE
       SET provider = EXCLUDED.provider, expires_at = EXCLUDED.expires_at`,
    [answers.map((a) => a.domain), answers.map((a) => a.provider), answers.map((a) => a.expiresAt)],
  );
}
