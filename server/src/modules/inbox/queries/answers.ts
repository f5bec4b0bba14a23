import type { EntityManager } from 'typeorm';
import type { InboxAnswerState } from '../inbox-answer.entity';
import type { AnswerContent } from '../answer-message';

/** An answer's row as the service reads it. */
export interface AnswerRow {
  id: string;
  conversation_id: string;
  mail_account_id: string;
  message_id: string;
  subject: string;
  state: InboxAnswerState;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  smtp_started_at: Date | null;
}

const ANSWER_COLUMNS = `id, conversation_id, mail_account_id, message_id, subject, state,
                       last_error, created_at, sent_at, smtp_started_at`;

/**
 * Claims an answer under the client's request key: inserted `claimed` with its Message-ID fixed
 * now, or nothing when the key was used before (a double click, a retry after a timeout: a
 * concurrent twin waits on the UNIQUE (workspace_id, request_key) index, then finds the row).
 */
export async function insertAnswer(
  tx: EntityManager,
  values: {
    id: string;
    workspaceId: string;
    requestKey: string;
    conversationId: string;
    mailId: string;
    accountId: string;
    authorId: string;
    messageId: string;
    content: AnswerContent;
  },
): Promise<AnswerRow | undefined> {
  const { content } = values;
  const [row]: AnswerRow[] = await tx.query(
    `INSERT INTO inbox_answer
            (id, workspace_id, request_key, conversation_id, mail_id, mail_account_id, author_id,
             message_id, to_email, subject, in_reply_to, reference_ids, html_body, text_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (workspace_id, request_key) DO NOTHING
     RETURNING ${ANSWER_COLUMNS}`,
    [
      values.id,
      values.workspaceId,
      values.requestKey,
      values.conversationId,
      values.mailId,
      values.accountId,
      values.authorId,
      values.messageId,
      content.to,
      content.subject,
      content.inReplyTo,
      content.references,
      content.html,
      content.text,
    ],
  );
  return row;
}

/** The answer made under a request key of the workspace (the UNIQUE index). */
export async function selectAnswerByKey(
  db: Pick<EntityManager, 'query'>,
  workspaceId: string,
  requestKey: string,
): Promise<AnswerRow | undefined> {
  const [row]: AnswerRow[] = await db.query(
    `SELECT ${ANSWER_COLUMNS} FROM inbox_answer WHERE workspace_id = $1 AND request_key = $2`,
    [workspaceId, requestKey],
  );
  return row;
}

/**
 * Moves an answer from `from` to `to` (the ledger's transitions: only one caller can make each),
 * stamping the time of `smtp_started` or `sent`. Answers the row, or undefined when it was not in
 * `from` any more.
 */
export async function moveAnswer(
  db: Pick<EntityManager, 'query'>,
  id: string,
  from: InboxAnswerState,
  to: InboxAnswerState,
  lastError: string | null = null,
): Promise<AnswerRow | undefined> {
  const [rows]: [AnswerRow[], number] = await db.query(
    `UPDATE inbox_answer
        SET state = $3,
            last_error = $4,
            smtp_started_at = CASE WHEN $3 = 'smtp_started' THEN now() ELSE smtp_started_at END,
            sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END
      WHERE id = $1 AND state = $2
      RETURNING ${ANSWER_COLUMNS}`,
    [id, from, to, lastError],
  );
  return rows[0];
}

/**
 * A mailbox's answers left `claimed` or `smtp_started` since before `before`: interrupted (the
 * process died before or during their SMTP conversation), settled by what the Sent folder says
 * (`inbox_answer_mailbox_idx`).
 */
export async function selectInterruptedAnswers(
  db: Pick<EntityManager, 'query'>,
  accountId: string,
  before: Date,
): Promise<AnswerRow[]> {
  return db.query(
    `SELECT ${ANSWER_COLUMNS} FROM inbox_answer
      WHERE mail_account_id = $1 AND state IN ('claimed', 'smtp_started')
        AND coalesce(smtp_started_at, created_at) < $2
      ORDER BY created_at LIMIT 100`,
    [accountId, before],
  );
}
