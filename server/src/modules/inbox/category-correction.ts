import {
  REPLY_CATEGORY_MESSAGES,
  replyCategoryCorrectionSchema,
  type ReplyCategory,
  type ReplyCategoryCorrection,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import type { EventRecorder } from '../events/event-recorder';
import { lockUnsubscribedRecipient } from '../tracking/unsubscribe-link.service';
import { awayOf } from './away-date';
import {
  lockForCorrection,
  otherMailIn,
  resumeAway,
  resumeReplied,
  resumeUnsubscribed,
  selectCorrectedMail,
  setMailCategory,
  type CorrectedMail,
} from './queries/category-correction';
import { CATEGORY_TEXT_MAX } from './reply-category';
import { companyDomain, pauseAway } from './reply-effects';
import { ownText } from './reply-snippet';
import { stopColleagues } from './queries/reply-effects';

/**
 * A person's correction of a received message's category: what the old category did is undone
 * and what the new one does is done, through the same paths as the sync, in one transaction (a
 * crash leaves the old category with its effects, or the new one with its):
 * - from `reply`: the recipient (if its stop came from no other reply and it is not a lead) and
 *   the colleagues its reply stopped are active again; its reply stays counted (it was recorded);
 * - from `unsubscribe_request`: the address leaves the unsubscribe list and the contact and the
 *   recipient are active again (only a stop it caused: a recipient unsubscribed otherwise keeps it);
 * - from `out_of_office`: the pause ends (the due time before it, unless changed since);
 * - to `reply`: a reply event (stops, lead rules; stop for company), to `unsubscribe_request` an
 *   unsubscribe as the link, to `out_of_office` the pause from its text.
 */
export class CategoryCorrections {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventRecorder,
  ) {}

  /** Sets the category of the workspace's stored message; answers its conversation's id. */
  async correct(caller: Caller, command: Partial<ReplyCategoryCorrection>): Promise<string> {
    const { mailId, category } = await parse(replyCategoryCorrectionSchema, command);
    return this.db.transaction(async (tx) => {
      const mail = await selectCorrectedMail(tx, caller.workspaceId, mailId);
      if (!mail) throw AppError.notFound(REPLY_CATEGORY_MESSAGES.messageNotFound);
      const domain =
        category === 'reply' && mail.stop_for_company ? companyDomain(mail.email) : null;
      await lockForCorrection(tx, mail, domain);
      const current = (await selectCorrectedMail(tx, caller.workspaceId, mailId))!;
      if (current.category !== category) {
        await this.undo(tx, current);
        await setMailCategory(tx, current, category);
        await this.redo(tx, current, category, domain);
      }
      return current.conversation_id;
    });
  }

  private async undo(tx: EntityManager, mail: CorrectedMail): Promise<void> {
    const old = mail.category as ReplyCategory;
    if (old === 'out_of_office') await resumeAway(tx, mail.recipient_id);
    if (old === 'reply' && !(await otherMailIn(tx, mail, 'reply')))
      await resumeReplied(tx, mail.recipient_id);
    if (old === 'unsubscribe_request' && !(await otherMailIn(tx, mail, 'unsubscribe_request')))
      await resumeUnsubscribed(tx, mail.recipient_id);
  }

  private async redo(
    tx: EntityManager,
    mail: CorrectedMail,
    category: ReplyCategory,
    domain: string | null,
  ): Promise<void> {
    const event = {
      recipientId: mail.recipient_id,
      stepId: mail.step_id,
      sendId: mail.send_id,
      meta: { messageId: mail.message_id, subject: mail.subject, category, correctedBy: 'person' },
    };
    if (category === 'reply') {
      const colleagues: { id: string }[] = domain
        ? await tx.query(
            `SELECT id FROM campaign_recipient WHERE campaign_id = $1 AND id <> $2
                AND state = 'active' AND split_part(email, '@', 2) = $3`,
            [mail.campaign_id, mail.recipient_id, domain],
          )
        : [];
      const recorded = await this.events.recordIn(tx, { ...event, type: 'reply' });
      if (recorded)
        await stopColleagues(
          tx,
          mail.recipient_id,
          colleagues.map((row) => row.id),
        );
    }
    if (category === 'unsubscribe_request') {
      if (!(await lockUnsubscribedRecipient(tx, mail.send_id, mail.recipient_id)))
        await this.events.recordIn(tx, {
          ...event,
          type: 'unsubscribe',
          meta: { ...event.meta, via: 'reply' },
        });
    }
    if (category === 'out_of_office') {
      const own = ownText({ text: mail.text_body ?? '', html: false }, CATEGORY_TEXT_MAX);
      const away = awayOf(`${mail.subject}\n${own}`, mail.sent_at, mail.received_at);
      await pauseAway(tx, mail.recipient_id, away, mail.id);
    }
  }
}
