import {
  CAMPAIGN_MESSAGES,
  emailAddressSchema,
  MAX_PAGE_OFFSET,
  testSendCommandSchema,
  type PreviewMessagesCommand,
  type TestSendCommand,
} from '@outbound/common';
import { number } from 'yup';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import type { Caller } from '../../auth/caller';
import type { MailboxService } from '../../mailbox/mailbox.service';
import type { MailTransports, OutgoingMessage } from '../../mailbox/mail-transport';
import { composeRaw } from '../../message/compose';
import type { DkimKeys } from '../../message/dkim';
import { renderMessage, stepSubject, type Variables } from '../../message/render';
import { selectPreviewLists } from '../lists/queries';
import {
  countRecipients,
  countRecipientsBefore,
  selectFirstAddresses,
  selectRecipientAt,
  selectRecipientByEmail,
} from '../recipients/queries/recipients';
import type { Step, CampaignStepsService } from '../steps/campaign-steps.service';
import type { Campaign, CampaignService } from '../campaign.service';
import { isUuid } from '../../../db/sql';
import { askedLetter, previewLetter, previewText, testSendText } from './variant-preview';

/** Recipients listed on the preview screen. */
const PREVIEW_CONTACTS = 50;

export interface CampaignPreview {
  campaign: Campaign;
  lists: { id: string; name: string; contactsCount: number }[];
  /** Addresses of the first recipients, in the order they were added. */
  contacts: string[];
  steps: Step[];
}

export interface PreviewMessages {
  email: string;
  /** The recipient's place among the campaign's recipients (0-based). */
  offset: number;
  total: number;
  messages: { subject: string; body: string; delay: number; variant: string }[];
}

interface Recipient {
  id: string;
  variant: string | null;
  /** Sent a message already (a recipient without a letter then stays A). */
  contacted: boolean;
  email: string;
  variables: Variables;
}

const offsetSchema = number()
  .transform((value, original) => (original === '' || original === null ? undefined : value))
  .typeError(CAMPAIGN_MESSAGES.previewOffset)
  .integer(CAMPAIGN_MESSAGES.previewOffset)
  .min(0, CAMPAIGN_MESSAGES.previewOffset)
  .max(MAX_PAGE_OFFSET, CAMPAIGN_MESSAGES.previewOffset)
  .default(0);
const emailSchema = emailAddressSchema(CAMPAIGN_MESSAGES.validEmail).default('');

/** Where `{{unsubscribe_url}}` points in previews and test emails: a page that says so. */
function testUnsubscribeUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/unsubscribe/test`;
}

/** The Preview step (per-recipient rendering) and Send Test of the compose step. */
export class CampaignPreviewService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
    private readonly steps: CampaignStepsService,
    private readonly mailbox: MailboxService,
    private readonly transports: MailTransports,
    private readonly publicUrl: string,
    private readonly dkim: DkimKeys,
  ) {}

  async preview(caller: Caller, campaignId: string): Promise<CampaignPreview> {
    const { campaign, steps } = await this.steps.list(caller, campaignId);
    const lists = await selectPreviewLists(this.db, campaign.id);
    const contacts = await selectFirstAddresses(this.db, campaign.id, PREVIEW_CONTACTS);
    return { campaign, lists, contacts, steps };
  }

  private async recipientAt(campaignId: string, offset: number): Promise<Recipient | undefined> {
    const row = await selectRecipientAt(this.db, campaignId, offset);
    return (
      row && {
        id: row.id,
        variant: row.variant,
        contacted: row.contacted,
        email: row.email,
        variables: row.variables ?? {},
      }
    );
  }

  /** The recipient with that address and its offset in the preview order. */
  private async recipientByEmail(
    campaign: Campaign,
    email: string,
  ): Promise<{ recipient: Recipient; offset: number } | undefined> {
    const row = await selectRecipientByEmail(this.db, campaign, email);
    if (!row) return undefined;
    const offset = await countRecipientsBefore(this.db, campaign.id, row);
    const recipient = {
      id: row.id,
      variant: row.variant,
      contacted: row.contacted,
      email: row.email,
      variables: row.variables ?? {},
    };
    return { recipient, offset };
  }

  private async signature(caller: Caller, campaign: Campaign): Promise<string> {
    if (!campaign.mailAccount) return '';
    return (await this.mailbox.getAccountById(caller, campaign.mailAccount.id)).signature;
  }

  /**
   * Every message rendered for one recipient: the one with `email`, else the one at `offset`, in
   * its variant (or the `variant` asked), spintax picked as its messages are. 404 when there is no
   * such recipient.
   */
  async messages(caller: Caller, command: PreviewMessagesCommand): Promise<PreviewMessages> {
    const { campaign, steps } = await this.steps.list(caller, command.campaignId);
    const asked = askedLetter(command.variant);
    const email = await parse(emailSchema, command.email ?? '');
    let found: { recipient: Recipient; offset: number } | undefined;
    if (email) {
      found = await this.recipientByEmail(campaign, email);
    } else {
      const offset = await parse(offsetSchema, command.offset);
      const recipient = await this.recipientAt(campaign.id, offset);
      found = recipient && { recipient, offset };
    }
    if (!found) throw AppError.notFound(CAMPAIGN_MESSAGES.previewNoContact);
    const total = await countRecipients(this.db, campaign.id);
    const signature = await this.signature(caller, campaign);
    const { recipient, offset } = found;
    const letter = await previewLetter(this.db, recipient, asked);
    return {
      email: recipient.email,
      offset,
      total,
      messages: steps.map((step) => {
        const text = previewText(steps, step, recipient.id, letter);
        const rendered = renderMessage({
          subject: stepSubject(text.firstSubject, step.position),
          body: text.body,
          mimeType: campaign.messageMimeType,
          variables: recipient.variables,
          unsubscribeUrl: testUnsubscribeUrl(this.publicUrl),
          signature,
        });
        return {
          subject: rendered.subject,
          body: rendered.html ?? rendered.text,
          delay: step.delayDays,
          variant: text.letter,
        };
      }),
    };
  }

  /**
   * Send Test: renders the message with the first recipient's variables (none without
   * recipients) and sends it through the campaign's mailbox, which must be active, DKIM-signed
   * like campaign mail.
   */
  async sendTest(caller: Caller, command: TestSendCommand): Promise<string> {
    const campaign = await this.campaigns.get(caller, command.campaignId);
    const values = await parse(testSendCommandSchema, command);
    if (!campaign.mailAccount) throw AppError.badRequest(CAMPAIGN_MESSAGES.mailAccountNotFound);
    if (campaign.mailAccount.status !== 'active')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.mailAccountNotActive);
    const account = await this.mailbox.getAccountById(caller, campaign.mailAccount.id);
    const recipient = await this.recipientAt(campaign.id, 0);
    const letter = askedLetter(command.variant) ?? 'A';
    const text = testSendText(
      values,
      {
        recipientId: recipient?.id ?? null,
        stepId: isUuid(command.stepId ?? '') ? (command.stepId as string) : null,
        firstStepId: (await this.steps.list(caller, campaign.id)).steps[0]?.id ?? null,
      },
      letter,
    );
    const rendered = renderMessage({
      subject: text.subject,
      body: text.body,
      mimeType: values.mimeType,
      variables: recipient?.variables ?? {},
      unsubscribeUrl: testUnsubscribeUrl(this.publicUrl),
      signature: account.signature,
    });
    const message: OutgoingMessage = {
      to: values.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    };
    // Composed and signed as campaign mail is (its From name too), so the test shows what
    // recipients get.
    const from = { name: campaign.fromName ?? account.name, address: account.email };
    const raw = await composeRaw(message, from, new Date(), this.dkim);
    await this.transports.sendOne(account, { ...message, raw }, { useSmtp: campaign.useSmtp });
    return CAMPAIGN_MESSAGES.testSent;
  }
}
