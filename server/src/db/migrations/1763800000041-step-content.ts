import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each step said when it was sent (inbox/README.md, "What the thread shows"):
 * - `step_content`: the versions of a step's content (subject, body, the campaign's mime type),
 *   never changed once written; `step.content_id` names the current one.
 * - The triggers below make them: a step inserted gets its first version, a step whose subject or
 *   body changes gets a new one, whoever writes it (the compose screen, a duplicated campaign,
 *   the test factories, the benchmarks' seeds), so `content_id` can be NOT NULL and never names
 *   other content than the step's. The first version names its step before the step row exists,
 *   so that foreign key is checked at commit.
 * - `send.step_content_id`: the version a send was claimed with (copied by the claim from the
 *   re-check that already reads the step) and rendered from; NULL for sends made before this
 *   migration, whose body the ledger never kept. Sends that may still be rendered (claimed,
 *   smtp_started) take their step's version here, the content they would have been rendered with.
 * Versions belong to the workspace and go with their step (and so with the campaign or the
 * workspace). The versions' foreign key on `send` has no index: an index would be one more write
 * on every claim, and a version is only deleted with its step, whose own `send.step_id` key is
 * cleared by the same kind of scan.
 */
export class StepContent1763800000041 implements MigrationInterface {
  name = 'StepContent1763800000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE step_content (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        step_id uuid NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        mime_type text NOT NULL CHECK (mime_type IN ('text/html', 'text/plain')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT step_content_step_id_fkey FOREIGN KEY (step_id) REFERENCES step(id)
          ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
      )`);
    await q.query(`CREATE INDEX step_content_step_id_idx ON step_content (step_id, created_at)`);
    await q.query(`ALTER TABLE step ADD COLUMN content_id uuid`);
    // One version per existing step: what it says now.
    await q.query(`
      INSERT INTO step_content (workspace_id, step_id, subject, body, mime_type, created_at)
      SELECT s.workspace_id, s.id, s.subject, s.body, c.message_mime_type, s.updated_at
        FROM step s JOIN campaign c ON c.id = s.campaign_id`);
    await q.query(`UPDATE step s SET content_id = v.id FROM step_content v WHERE v.step_id = s.id`);
    await q.query(`
      ALTER TABLE step ALTER COLUMN content_id SET NOT NULL,
        ADD CONSTRAINT step_content_id_fkey FOREIGN KEY (content_id) REFERENCES step_content(id),
        ADD CONSTRAINT step_content_id_key UNIQUE (content_id)`);
    // A step inserted (no insert names a version), or whose subject or body an update changes,
    // gets a version of its new content with its campaign's mime type, in the same statement:
    // whatever writes the step (the compose screen, a duplicated campaign, a factory, an
    // operator's SQL), the step and its current version never disagree. An update that leaves
    // both as they were adds none. A change of the mime type alone is versioned by the edit
    // that makes it (`addChangedStepContents`).
    await q.query(`
      CREATE FUNCTION step_content_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO step_content (workspace_id, step_id, subject, body, mime_type)
        SELECT NEW.workspace_id, NEW.id, NEW.subject, NEW.body, c.message_mime_type
          FROM campaign c WHERE c.id = NEW.campaign_id
        RETURNING id INTO NEW.content_id;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER step_first_content BEFORE INSERT ON step
         FOR EACH ROW WHEN (NEW.content_id IS NULL) EXECUTE FUNCTION step_content_version()`,
    );
    await q.query(
      `CREATE TRIGGER step_changed_content BEFORE UPDATE OF subject, body ON step
         FOR EACH ROW
         WHEN (NEW.subject IS DISTINCT FROM OLD.subject OR NEW.body IS DISTINCT FROM OLD.body)
         EXECUTE FUNCTION step_content_version()`,
    );
    await q.query(
      `ALTER TABLE send ADD COLUMN step_content_id uuid
         CONSTRAINT send_step_content_id_fkey REFERENCES step_content(id) ON DELETE SET NULL`,
    );
    await q.query(`
      UPDATE send s SET step_content_id = st.content_id FROM step st
       WHERE st.id = s.step_id AND s.state IN ('claimed', 'smtp_started')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE send DROP COLUMN step_content_id`);
    await q.query(`DROP TRIGGER step_changed_content ON step`);
    await q.query(`DROP TRIGGER step_first_content ON step`);
    await q.query(`DROP FUNCTION step_content_version()`);
    await q.query(`ALTER TABLE step DROP COLUMN content_id`);
    await q.query(`DROP TABLE step_content`);
  }
}
