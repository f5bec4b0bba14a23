import type { DataSource } from 'typeorm';
import type { DnsResolver } from '../../dns/resolver';
import { isDisposableDomain } from './address-checks';
import { updatedRows } from '../../db/sql';
import { contactHooks } from './hooks';

/**
 * The verdict of recipient domains (`email_domain_check`, migration 0060), shared by every
 * workspace: a domain without an MX record (or with the null MX of RFC 7505) and without an A or
 * AAAA record cannot receive mail: `undeliverable`. Looked up through the one cached resolver,
 * never while sending: domains are queued at import and enrolment (at enrolment in its own
 * transaction, so a crash loses none) and checked by a job, a sweep of the pending ones every
 * minute catching any the job missed; the claim only reads the verdict. A lookup that fails for another reason (timeout, SERVFAIL) leaves
 * the domain pending for the next check. No SMTP probing. A verdict is not forever: the sweep
 * looks it up again once its `recheck_at` has come (`RECHECK_AFTER`), and a domain found
 * deliverable again releases the recipients stopped because it was not.
 */

/** SKIP_RECIPIENT_DOMAIN_CHECKS: no lookups at all; every domain stays pending (unchecked). */
let skipLookups = false;

/** Set once from the configuration as the services are built (`services.ts`). */
export function skipRecipientDomainLookups(skip: boolean): void {
  skipLookups = skip;
}

/** Codes that say the name or the record does not exist. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'NODATA']);
/** Domains looked up at once. */
const CONCURRENCY = 8;
/** Domains checked by one call of `checkPending`. */
const BATCH = 200;

type Lookup = 'found' | 'absent' | 'failed';

async function lookup(resolver: DnsResolver, domain: string, type: string): Promise<Lookup> {
  try {
    const records = (await resolver.resolve(domain, type)) as ({ exchange?: string } | string)[];
    // The null MX (a single "." exchange) says the domain accepts no mail.
    if (type === 'MX')
      return records.some((r) => typeof r === 'object' && r.exchange && r.exchange !== '.')
        ? 'found'
        : 'absent';
    return records.length > 0 ? 'found' : 'absent';
  } catch (err) {
    return ABSENT.has((err as { code?: string }).code ?? '') ? 'absent' : 'failed';
  }
}

/** A domain's verdict, or null when the DNS did not answer. */
export async function domainVerdict(
  resolver: DnsResolver,
  domain: string,
): Promise<{ verdict: 'deliverable' | 'undeliverable'; detail: string } | null> {
  const mx = await lookup(resolver, domain, 'MX');
  if (mx === 'found') return { verdict: 'deliverable', detail: 'MX' };
  const [a, aaaa] = await Promise.all([
    lookup(resolver, domain, 'A'),
    lookup(resolver, domain, 'AAAA'),
  ]);
  if (a === 'found' || aaaa === 'found') return { verdict: 'deliverable', detail: 'A' };
  if (mx === 'failed' || a === 'failed' || aaaa === 'failed') return null;
  return { verdict: 'undeliverable', detail: 'no MX and no A record' };
}

/** Adds domains not known yet, pending, with their disposable flag. */
export async function queueDomains(db: DataSource, domains: string[]): Promise<void> {
  const fresh = [...new Set(domains.filter((domain) => domain !== '' && domain.length <= 253))];
  for (let i = 0; i < fresh.length; i += 1000) {
    const chunk = fresh.slice(i, i + 1000);
    await db.query(
      `INSERT INTO email_domain_check (domain, disposable)
       SELECT * FROM unnest($1::text[], $2::boolean[])
       ON CONFLICT (domain) DO NOTHING`,
      [chunk, chunk.map(isDisposableDomain)],
    );
  }
}

/** How long a verdict holds before it is looked up again (`recheck_at`). */
export const RECHECK_AFTER = {
  deliverable: '30 days',
  undeliverable: '1 day',
  /** A re-check the DNS did not answer: the verdict stays, asked again sooner. */
  unanswered: '1 hour',
} as const;

/**
 * The domains to look up now (at most BATCH): the pending ones, oldest first
 * (email_domain_check_pending_idx), then the verdicts due for a re-check
 * (email_domain_check_recheck_idx).
 */
async function domainsDue(db: DataSource): Promise<string[]> {
  const rows: { domain: string }[] = await db.query(
    `(SELECT domain FROM email_domain_check WHERE checked_at IS NULL ORDER BY created_at LIMIT $1)
     UNION ALL
     (SELECT domain FROM email_domain_check WHERE recheck_at <= now() ORDER BY recheck_at LIMIT $1)
     LIMIT $1`,
    [BATCH],
  );
  return rows.map((row) => row.domain);
}

/**
 * Stores verdicts, each with its next re-check, in one transaction with what a change means: a
 * domain undeliverable before and deliverable now releases the recipients stopped for it
 * (`contactHooks.domainsDeliverableAgain`), so a crash loses neither.
 */
async function storeVerdicts(
  db: DataSource,
  known: { domain: string; verdict: 'deliverable' | 'undeliverable'; detail: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = updatedRows<{ domain: string; was: string | null; verdict: string }>(
      await tx.query(
        `WITH old AS (SELECT domain, verdict FROM email_domain_check
                     WHERE domain = ANY($1::text[]) ORDER BY domain FOR UPDATE)
       UPDATE email_domain_check d
          SET verdict = v.verdict, detail = v.detail, disposable = v.disposable, checked_at = now(),
              recheck_at = now() + CASE v.verdict WHEN 'deliverable' THEN $5::interval
                                                  ELSE $6::interval END
         FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[])
              AS v(domain, verdict, detail, disposable), old
        WHERE d.domain = v.domain AND old.domain = v.domain
       RETURNING d.domain, old.verdict AS was, d.verdict`,
        [
          known.map((v) => v.domain),
          known.map((v) => v.verdict),
          known.map((v) => v.detail),
          known.map((v) => isDisposableDomain(v.domain)),
          RECHECK_AFTER.deliverable,
          RECHECK_AFTER.undeliverable,
        ],
      ),
    );
    const again = stored.filter(
      (row) => row.was === 'undeliverable' && row.verdict === 'deliverable',
    );
    if (again.length > 0)
      await contactHooks.call.domainsDeliverableAgain(
        tx,
        again.map((row) => row.domain),
      );
  });
}

/**
 * Looks up the domains due (pending ones, then verdicts whose re-check is due: at most BATCH,
 * CONCURRENCY at once) and stores their verdicts. Answers the domains found undeliverable.
 */
export async function checkPendingDomains(
  db: DataSource,
  resolver: DnsResolver,
): Promise<string[]> {
  if (skipLookups) return [];
  const due = await domainsDue(db);
  const undeliverable: string[] = [];
  for (let i = 0; i < due.length; i += CONCURRENCY) {
    const chunk = due.slice(i, i + CONCURRENCY);
    const verdicts = await Promise.all(chunk.map((domain) => domainVerdict(resolver, domain)));
    const known = chunk.flatMap((domain, k) => (verdicts[k] ? [{ domain, ...verdicts[k] }] : []));
    const failed = chunk.filter((_, k) => !verdicts[k]);
    // Unanswered: a pending domain to the back of the queue, so that it never holds up the
    // others; a verdict kept as it is, asked again sooner.
    if (failed.length > 0)
      await db.query(
        `UPDATE email_domain_check
            SET created_at = CASE WHEN checked_at IS NULL THEN now() ELSE created_at END,
                recheck_at = CASE WHEN checked_at IS NULL THEN NULL ELSE now() + $2::interval END
          WHERE domain = ANY($1)`,
        [failed, RECHECK_AFTER.unanswered],
      );
    if (known.length === 0) continue;
    await storeVerdicts(db, known);
    undeliverable.push(...known.filter((v) => v.verdict === 'undeliverable').map((v) => v.domain));
  }
  return undeliverable;
}

/** Batches of pending domains one `checkDomains` looks up at most (BATCH each). */
const MAX_BATCHES = 50;

/** Queues `domains` and looks up those still pending (bounded), as a check at import or enrolment. */
export async function checkDomains(
  db: DataSource,
  resolver: DnsResolver,
  domains: string[],
): Promise<void> {
  await queueDomains(db, domains);
  if (skipLookups) return;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const [{ n }]: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM email_domain_check
        WHERE checked_at IS NULL AND domain = ANY($1::text[])`,
      [domains],
    );
    if (n === 0) return;
    await checkPendingDomains(db, resolver);
  }
}

/** The domains of an imported list's members, checked (the contact import's job runs it). */
export async function checkListDomains(
  db: DataSource,
  resolver: DnsResolver,
  importId: string,
): Promise<void> {
  const rows: { domain: string }[] = await db.query(
    `SELECT DISTINCT lower(split_part(ct.email::text, '@', 2)) AS domain
       FROM contact_import i
       JOIN contact_list_member m ON m.list_id = i.list_id
       JOIN contact ct ON ct.id = m.contact_id
      WHERE i.id = $1 AND i.status = 'done'`,
    [importId],
  );
  await checkDomains(
    db,
    resolver,
    rows.map((row) => row.domain),
  );
}
