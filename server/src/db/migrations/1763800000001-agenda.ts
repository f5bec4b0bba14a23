import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agenda's job and log tables, as `@agendajs/postgres-backend` 3.0.6 defines them. Created here (and
 * the backend told `ensureSchema: false`) because two workers booting together on an empty database
 * race creating them.
 */
export class Agenda1763800000001 implements MigrationInterface {
  name = 'Agenda1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE agenda_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(255) NOT NULL,
        priority integer NOT NULL DEFAULT 0,
        next_run_at timestamptz,
        type varchar(10) NOT NULL DEFAULT 'normal' CHECK (type IN ('normal', 'single')),
        locked_at timestamptz,
        last_finished_at timestamptz,
        failed_at timestamptz,
        fail_count integer DEFAULT NULL,
        fail_reason text,
        repeat_timezone varchar(100),
        last_run_at timestamptz,
        repeat_interval varchar(255),
        data jsonb DEFAULT '{}'::jsonb,
        repeat_at varchar(255),
        disabled boolean DEFAULT false,
        progress real,
        fork boolean DEFAULT false,
        last_modified_by varchar(255),
        debounce_started_at timestamptz,
        start_date timestamptz,
        end_date timestamptz,
        skip_days jsonb,
        created_at timestamptz DEFAULT now(),
        updated_at timestamptz DEFAULT now()
      )`);
    await q.query(`CREATE INDEX agenda_jobs_find_and_lock_idx ON agenda_jobs
      (name, next_run_at, priority DESC, locked_at, disabled) WHERE disabled = false`);
    await q.query(
      `CREATE UNIQUE INDEX agenda_jobs_single_job_idx ON agenda_jobs (name) WHERE type = 'single'`,
    );
    await q.query(
      `CREATE INDEX agenda_jobs_locked_at_idx ON agenda_jobs (locked_at) WHERE locked_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX agenda_jobs_next_run_at_idx ON agenda_jobs (next_run_at) WHERE next_run_at IS NOT NULL`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION update_agenda_jobs_updated_at() RETURNS trigger AS $$
      BEGIN
        NEW.updated_at = NOW();
        RETURN NEW;
      END;
      $$ LANGUAGE plpgsql`);
    await q.query(`CREATE TRIGGER agenda_jobs_updated_at_trigger BEFORE UPDATE ON agenda_jobs
      FOR EACH ROW EXECUTE FUNCTION update_agenda_jobs_updated_at()`);
    await q.query(`
      CREATE TABLE agenda_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        timestamp timestamptz NOT NULL DEFAULT now(),
        level varchar(10) NOT NULL,
        event varchar(30) NOT NULL,
        job_id varchar(255),
        job_name varchar(255) NOT NULL,
        message text NOT NULL,
        duration integer,
        error text,
        fail_count integer,
        retry_delay integer,
        retry_attempt integer,
        agenda_name varchar(255),
        meta jsonb
      )`);
    await q.query(`CREATE INDEX agenda_logs_timestamp_idx ON agenda_logs (timestamp DESC)`);
    await q.query(`CREATE INDEX agenda_logs_job_id_idx ON agenda_logs (job_id, timestamp DESC)`);
    await q.query(
      `CREATE INDEX agenda_logs_job_name_idx ON agenda_logs (job_name, timestamp DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE agenda_logs, agenda_jobs`);
    await q.query(`DROP FUNCTION update_agenda_jobs_updated_at()`);
  }
}
