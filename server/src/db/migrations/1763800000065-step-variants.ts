import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A/B variants of a step (campaign README "Experiments"):
 * - `step.variants`, `step_content.variants`: the variants after the first (B, C, D, E) as a JSON
 *   array of `{subject, body}`; the step's own subject and body stay variant A, so a step written
 *   before this migration (or without variants) is one variant. A version of a step's content
 *   carries its variants: the triggers of migration 0041 version them with the subject and body.
 * - `campaign_recipient.variant`: the letter a recipient was given at its first message, kept at
 *   every step (NULL until then).
 * - `send.variant`: the letter a send was rendered with (NULL for sends before this migration:
 *   they were all A).
 * - `campaign.variant_auto_pick`: new recipients get only the winner once there is one;
 *   `campaign.variant_pick`: that winner, written once when it is first found significant.
 */
export class StepVariants1763800000065 implements MigrationInterface {
  name = 'StepVariants1763800000065';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE step ADD COLUMN variants jsonb NOT NULL DEFAULT '[]',
      ADD CONSTRAINT step_variants_check CHECK (
        jsonb_typeof(variants) = 'array' AND jsonb_array_length(variants) <= 4)`);
    await q.query(`ALTER TABLE step_content ADD COLUMN variants jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE campaign_recipient ADD COLUMN variant text
      CONSTRAINT campaign_recipient_variant_check CHECK (variant IN ('A', 'B', 'C', 'D', 'E'))`);
    await q.query(`ALTER TABLE send ADD COLUMN variant text
      CONSTRAINT send_variant_check CHECK (variant IN ('A', 'B', 'C', 'D', 'E'))`);
    await q.query(`ALTER TABLE campaign
      ADD COLUMN variant_auto_pick boolean NOT NULL DEFAULT false,
      ADD COLUMN variant_pick text
        CONSTRAINT campaign_variant_pick_check CHECK (variant_pick IN ('A', 'B', 'C', 'D', 'E'))`);
    // The version function of migration 0041, with the variants.
    await q.query(`
      CREATE OR REPLACE FUNCTION step_content_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO step_content (workspace_id, step_id, subject, body, mime_type, variants)
        SELECT NEW.workspace_id, NEW.id, NEW.subject, NEW.body, c.message_mime_type, NEW.variants
          FROM campaign c WHERE c.id = NEW.campaign_id
        RETURNING id INTO NEW.content_id;
        RETURN NEW;
      END $$`);
    await q.query(`DROP TRIGGER step_changed_content ON step`);
    await q.query(
      `CREATE TRIGGER step_changed_content BEFORE UPDATE OF subject, body, variants ON step
         FOR EACH ROW
         WHEN (NEW.subject IS DISTINCT FROM OLD.subject OR NEW.body IS DISTINCT FROM OLD.body
               OR NEW.variants IS DISTINCT FROM OLD.variants)
         EXECUTE FUNCTION step_content_version()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER step_changed_content ON step`);
    await q.query(
      `CREATE TRIGGER step_changed_content BEFORE UPDATE OF subject, body ON step
         FOR EACH ROW
         WHEN (NEW.subject IS DISTINCT FROM OLD.subject OR NEW.body IS DISTINCT FROM OLD.body)
         EXECUTE FUNCTION step_content_version()`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION step_content_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO step_content (workspace_id, step_id, subject, body, mime_type)
        SELECT NEW.workspace_id, NEW.id, NEW.subject, NEW.body, c.message_mime_type
          FROM campaign c WHERE c.id = NEW.campaign_id
        RETURNING id INTO NEW.content_id;
        RETURN NEW;
      END $$`);
    await q.query(`ALTER TABLE campaign DROP COLUMN variant_pick, DROP COLUMN variant_auto_pick`);
    await q.query(`ALTER TABLE send DROP COLUMN variant`);
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN variant`);
    await q.query(`ALTER TABLE step_content DROP COLUMN variants`);
    await q.query(`ALTER TABLE step DROP CONSTRAINT step_variants_check, DROP COLUMN variants`);
  }
}
