import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teammates get a role (`owner`, `admin`, `member`, `viewer`) and can be removed.
 *
 * - Each workspace's first user (the one first run created) becomes its `owner`; every other
 *   existing teammate becomes `admin`, so nothing anyone does today is refused after the upgrade.
 *   New invites default to `member`. One owner per workspace (a partial unique index).
 * - A removed user keeps their row (`status = 'removed'`, `removed_at`): what they created and the
 *   leads assigned to them keep pointing at it. Their address is unique only among users who are
 *   not removed, so a removed address can be invited again.
 */
export class UserRoles1763800000050 implements MigrationInterface {
  name = 'UserRoles1763800000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD COLUMN role text NOT NULL DEFAULT 'member'`);
    await q.query(
      `ALTER TABLE "user" ADD CONSTRAINT user_role_check
         CHECK (role IN ('owner', 'admin', 'member', 'viewer'))`,
    );
    await q.query(`
      UPDATE "user" u SET role = CASE WHEN u.id = (
          SELECT f.id FROM "user" f WHERE f.workspace_id = u.workspace_id
           ORDER BY f.created_at, f.id LIMIT 1)
        THEN 'owner' ELSE 'admin' END`);
    await q.query(
      `CREATE UNIQUE INDEX user_workspace_owner_key ON "user" (workspace_id) WHERE role = 'owner'`,
    );
    await q.query(`ALTER TABLE "user" ADD COLUMN removed_at timestamptz`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_status_check`);
    await q.query(
      `ALTER TABLE "user" ADD CONSTRAINT user_status_check
         CHECK (status IN ('invited', 'active', 'removed'))`,
    );
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_email_key`);
    await q.query(`CREATE UNIQUE INDEX user_email_key ON "user" (email) WHERE status <> 'removed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "user" WHERE status = 'removed'`);
    await q.query(`DROP INDEX user_email_key`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT user_email_key UNIQUE (email)`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_status_check`);
    await q.query(
      `ALTER TABLE "user" ADD CONSTRAINT user_status_check CHECK (status IN ('invited', 'active'))`,
    );
    await q.query(`ALTER TABLE "user" DROP COLUMN removed_at`);
    await q.query(`DROP INDEX user_workspace_owner_key`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_role_check`);
    await q.query(`ALTER TABLE "user" DROP COLUMN role`);
  }
}
