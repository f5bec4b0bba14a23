import type { DataSource } from 'typeorm';
import { recipientVariablesOf } from '../campaign/recipients/recipient-progress';
import type { OutgoingMessage } from '../mailbox/mail-transport';
import { renderMessage, stepSubject } from '../message/render';
import { pickSpintax, spintaxSeeds, variantText } from '../message/variants';
import { recipientLetters, recordSendLetters } from '../campaign/variants/recipient-letters';
import { trackLinks } from '../message/track-links';
import { trackingBase, type TrackingTokens } from './tracking-urls';
import { selectEarlierMessages, selectSendsToRender, type SendToRender } from './queries/render';

/** A message ready for the transport, with what the ledger keeps about it. */
export interface MessageForSend {
  message: OutgoingMessage;
  /** Original URLs of the rewritten links, by index (a click redirects only to these). */
  links: { index: number; url: string }[];
  inReplyTo: string | null;
  /** Whether the campaign asks a Google mailbox to send over its SMTP login. */
  useSmtp: boolean;
  /** The From name: the campaign's own, else the mailbox's. */
  fromName: string;
  /** The step's content version rendered (recorded on the send by `prepare`). */
  contentId: string;
  /** Variables without a fallback left empty: such a message is held, not sent (`missing-fields.ts`). */
  missing: string[];
  /** The variant letter rendered (recorded on the send). */
  variant: string;
}

/**
 * Renders claimed sends as they are sent: the step's message with the recipient's variables, its
 * unsubscribe URL and the mailbox signature; follow-ups threaded under the earlier messages
 * (`Re: ` subject, In-Reply-To the previous send, References all of them; a recipient moved to
 * another mailbox of the pool starts a new thread at `thread_from`); List-Unsubscribe with
 * one-click (RFC 8058); for HTML campaigns the open pixel and tracked links when the campaign
 * tracks them. Plain-text campaigns get a text part only and no tracking. Three queries for the
 * whole burst (the sends, their recipients' variables from the campaign module, the earlier
 * messages of their recipients); the answer is keyed by send id (a send that no longer exists is
 * absent).
 */
export async function renderSends(
  db: DataSource,
  tokens: TrackingTokens,
  publicUrl: string,
  sendIds: string[],
): Promise<Map<string, MessageForSend>> {
  const rendered = new Map<string, MessageForSend>();
  if (sendIds.length === 0) return rendered;
  const sends = await selectSendsToRender(db, sendIds);
  const recipientIds = sends.map((send) => send.recipient_id);
  const [variables, earlier] = await Promise.all([
    recipientVariablesOf(db, recipientIds),
    selectEarlierMessages(db, recipientIds),
  ]);
  // A recipient's letter is given at its first message and kept (campaign README "Experiments");
  // a burst of campaigns without variants sends A to all and reads nothing for it.
  const withVariants = sends.filter((send) => send.campaign_letters > 1);
  const letters = await recipientLetters(
    db,
    withVariants.map((send) => ({
      id: send.recipient_id,
      workspaceId: send.workspace_id,
      first: !earlier.some((row) => row.recipient_id === send.recipient_id),
    })),
  );
  for (const send of sends) {
    // A recipient moved to another mailbox of the pool threads only on its new thread.
    const references = earlier
      .filter(
        (row) =>
          row.recipient_id === send.recipient_id &&
          row.position < send.position &&
          row.position >= send.thread_from,
      )
      .map((row) => row.message_id);
    const message = {
      ...send,
      variables: variables.get(send.recipient_id) ?? null,
      letter: letters.get(send.recipient_id) ?? 'A',
    };
    rendered.set(send.id, renderOne(message, references, tokens, publicUrl));
  }
  // Only the letters that differ from the one recorded (none, A, for most sends) are written.
  const recorded = new Map(sends.map((send) => [send.id, send.sent_variant ?? 'A']));
  await recordSendLetters(
    db,
    [...rendered]
      .filter(([id, message]) => recorded.get(id) !== message.variant)
      .map(([id, message]) => ({ id, letter: message.variant })),
  );
  return rendered;
}

/** One send of `renderSends`, given the Message-IDs of the recipient's earlier messages. */
export async function renderSend(
  db: DataSource,
  tokens: TrackingTokens,
  publicUrl: string,
  sendId: string,
): Promise<MessageForSend> {
  const rendered = (await renderSends(db, tokens, publicUrl, [sendId])).get(sendId);
  if (!rendered) throw new Error(`send ${sendId} not found`);
  return rendered;
}

/**
 * The recipient's variant of the step (its letter when the step has it, else A) with its spintax
 * picked for the recipient and step: the same text at every render of the send.
 */
function variantOf(send: SendToRender & { letter: string }) {
  const step = variantText(send, send.letter);
  const first = variantText(
    { subject: send.first_subject, body: '', variants: send.first_variants },
    send.letter,
  );
  const seeds = spintaxSeeds(send.recipient_id, send.step_id, send.first_step_id, step.letter);
  const subjectSeed = spintaxSeeds(
    send.recipient_id,
    send.step_id,
    send.first_step_id,
    first.letter,
  );
  return {
    letter: step.letter,
    firstSubject: pickSpintax(first.subject, subjectSeed.subject),
    body: pickSpintax(step.body, seeds.body),
  };
}

function renderOne(
  send: SendToRender & { variables: Record<string, unknown> | null; letter: string },
  references: string[],
  tokens: TrackingTokens,
  publicUrl: string,
): MessageForSend {
  const urls = tokens.urls(trackingBase(publicUrl, send.tracking_domain), send.id);
  const variant = variantOf(send);
  const rendered = renderMessage({
    subject: stepSubject(variant.firstSubject, send.position - send.thread_from + 1),
    body: variant.body,
    mimeType: send.mime_type,
    variables: send.variables ?? {},
    unsubscribeUrl: urls.unsubscribe,
    signature: send.signature,
  });
  let html = rendered.html;
  let links: { index: number; url: string }[] = [];
  if (html !== undefined && send.track_clicks)
    ({ html, links } = trackLinks(html, urls.click, urls.unsubscribe));
  if (html !== undefined && send.track_open)
    html += `<img src="${urls.openPixel}" width="1" height="1" alt="" style="display:block;border:0">`;
  const inReplyTo = references.length > 0 ? references[references.length - 1] : null;
  return {
    message: {
      to: send.to,
      subject: rendered.subject,
      text: rendered.text,
      ...(html !== undefined ? { html } : {}),
      messageId: send.message_id,
      ...(inReplyTo ? { inReplyTo, references } : {}),
      headers: {
        'List-Unsubscribe': `<${urls.unsubscribe}>, <mailto:${send.sender}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    links,
    inReplyTo,
    useSmtp: send.use_smtp,
    fromName: send.sender_name,
    contentId: send.content_id,
    missing: rendered.missing,
    variant: variant.letter,
  };
}
