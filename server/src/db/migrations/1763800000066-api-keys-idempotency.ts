import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `api_key`: a workspace's API keys (`auth/api-keys/`). Only the SHA-256 of a key is kept, with
 *   its lookup part (`ob_<lookup>_<secret>`, unique) to find it; `last_used_at` is written at most
 *   once a minute per key.
 * - `idempotency_key`: the first answer to a POST sent with an `Idempotency-Key` header
 *   (`http/idempotency/`), one row per workspace and key; `status` NULL while the first request
 *   runs. Rows live 24 hours; the housekeeping job deletes them by `expires_at`.
 */
export class ApiKeysIdempotency1763800000066 implements MigrationInterface {
  name = 'ApiKeysIdempotency1763800000066';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_key (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL,
        created_by uuid NOT NULL,
        name text NOT NULL,
        lookup text NOT NULL,
        secret_hash text NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT api_key_pkey PRIMARY KEY (id),
        CONSTRAINT api_key_lookup_key UNIQUE (lookup),
        CONSTRAINT api_key_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE,
        CONSTRAINT api_key_created_by_fkey FOREIGN KEY (created_by)
          REFERENCES "user" (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX api_key_workspace_idx ON api_key (workspace_id)`);
    await q.query(`
      CREATE TABLE idempotency_key (
        workspace_id uuid NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status integer,
        content_type text,
        body text,
        started_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CONSTRAINT idempotency_key_pkey PRIMARY KEY (workspace_id, key),
        CONSTRAINT idempotency_key_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX idempotency_key_expires_idx ON idempotency_key (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_key`);
    await q.query(`DROP TABLE api_key`);
  }
}
