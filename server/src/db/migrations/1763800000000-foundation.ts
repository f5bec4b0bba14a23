import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Workspaces, users, sessions, password links and sign-in throttling. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS citext`);
    await q.query(`
      CREATE TABLE workspace (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "user" (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        email citext NOT NULL UNIQUE,
        password_hash text,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('invited', 'active')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Team page: newest first within a workspace.
    await q.query(
      `CREATE INDEX user_workspace_created_idx ON "user" (workspace_id, created_at DESC, id)`,
    );
    await q.query(`
      CREATE TABLE session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX session_user_idx ON session (user_id)`);
    await q.query(`CREATE INDEX session_expires_idx ON session (expires_at)`);
    await q.query(`
      CREATE TABLE password_reset (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        purpose text NOT NULL CHECK (purpose IN ('reset', 'invite')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_expires_idx ON password_reset (expires_at)`);
    await q.query(`
      CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0,
        blocked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_throttle, password_reset, session, "user", workspace`);
  }
}
