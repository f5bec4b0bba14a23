import {
  CAMPAIGN_MESSAGES,
  hasBodyText,
  MAIL_ACCOUNT_MESSAGES,
  STEP_BODY_MAX_LENGTH,
  templateVariables,
} from '@outbound/common';
import {
  buildCampaign,
  buildContactListWithRows,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { ONE_MB, timed } from '../../../../test/timing';
import { renderMessage } from '../../message/render';
import { sanitizeMessageHtml } from '../../message/sanitize-html';
import { trackLinks } from '../../message/track-links';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

async function draftCampaign() {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  const account = await buildMailAccount(t.database.db, { workspaceId: workspace.id });
  const list = await buildContactListWithRows(t.database.db, {
    workspaceId: workspace.id,
    columns: ['email', 'first_name'],
    rows: [{ email: 'ada@example.test', first_name: 'Ada' }],
  });
  const campaign = await buildCampaign(t.database.db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    listIds: [list.id],
  });
  return { token, campaignId: campaign.id, accountEmail: account.email as string };
}

const saveSteps = (token: string, campaignId: string, steps: Json[]) =>
  post(token, '/v1/campaign/steps/add', {
    campaign_id: campaignId,
    message_mime_type: 'text/html',
    new_steps: steps,
  });

/** Bodies just under the cap that the old patterns needed minutes for (quadratic or worse). */
const AT_CAP = STEP_BODY_MAX_LENGTH - 1000;
const hostileBodies = {
  openBraces: `<p>Hi</p>${'{'.repeat(AT_CAP)}`,
  unclosedVariable: `<p>Hi</p>{{${' '.repeat(AT_CAP)}x`,
  unclosedTags: `<p>Hi</p>${'<'.repeat(AT_CAP)}`,
  variableUrl: `<p><a href="{{${' '.repeat(AT_CAP)}">link</a> Hi</p>`,
  variableUrlWords: `<p><img src="{{${' a'.repeat(AT_CAP / 2)}"> Hi</p>`,
};

describe('message bodies, subjects and signatures too long for the product', () => {
  it('refuses 1 MB bodies and subjects with the limit in the message, at once', async () => {
    const { token, campaignId } = await draftCampaign();
    const cases: [Json, string][] = [
      [{ subject: 'Hi', body: '{'.repeat(ONE_MB) }, CAMPAIGN_MESSAGES.bodyTooLong],
      [{ subject: 'Hi', body: '<'.repeat(ONE_MB) }, CAMPAIGN_MESSAGES.bodyTooLong],
      [{ subject: 'x'.repeat(ONE_MB), body: '<p>Hi</p>' }, CAMPAIGN_MESSAGES.subjectTooLong],
    ];
    for (const [step, message] of cases) {
      const { value, ms } = await timed(() => saveSteps(token, campaignId, [step]));
      expect(value).toEqual({ status: 400, body: expect.objectContaining({ message }) });
      expect(ms).toBeLessThan(1000);
    }
    const follow = { body: '<'.repeat(ONE_MB), minimum_delay_after_last_send: 1 };
    const answer = await saveSteps(token, campaignId, [
      { subject: 'Hi', body: '<p>Hi</p>' },
      follow,
    ]);
    expect(answer.body.message).toBe(CAMPAIGN_MESSAGES.bodyTooLong);
    expect(CAMPAIGN_MESSAGES.bodyTooLong).toBe(
      'The message body can be at most 256,000 characters.',
    );
  });

  it('refuses a 1 MB test email body and a signature over 10,000 characters', async () => {
    const { token, campaignId, accountEmail } = await draftCampaign();
    const test = await post(token, '/v1/campaign/testsend', {
      campaign_id: campaignId,
      email: 'me@example.test',
      subject: 'Hi',
      body: '<'.repeat(ONE_MB),
    });
    expect(test).toEqual({
      status: 400,
      body: expect.objectContaining({ message: CAMPAIGN_MESSAGES.bodyTooLong }),
    });
    const profile = (signature: string) =>
      post(token, '/v1/mailAccount/profile/update', {
        email: accountEmail,
        name: 'Sam',
        signature,
      });
    expect(await profile('s'.repeat(10_001))).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MAIL_ACCOUNT_MESSAGES.signatureTooLong }),
    });
    expect((await profile('s'.repeat(10_000))).status).toBe(200);
  });
});

describe('hostile bodies under the cap', () => {
  it.each(Object.entries(hostileBodies))('saves and previews %s at once', async (_name, body) => {
    const { token, campaignId } = await draftCampaign();
    const saved = await timed(() => saveSteps(token, campaignId, [{ subject: 'Hi', body }]));
    expect(saved.value.status).toBe(200);
    expect(saved.ms).toBeLessThan(3000);
    const preview = await timed(() =>
      post(token, '/v1/campaign/preview/messages', { campaign_id: campaignId, offset: 0 }),
    );
    expect(preview.value.status).toBe(200);
    expect(preview.ms).toBeLessThan(3000);
  });

  it('keeps a lone variable as a link and drops a link that only looks like one', async () => {
    const { token, campaignId } = await draftCampaign();
    const body = `<p><a href="{{ first_name }}">a</a><a href="{{${' '.repeat(10_000)}">b</a></p>`;
    expect((await saveSteps(token, campaignId, [{ subject: 'Hi', body }])).status).toBe(200);
    const all = await post(token, '/v1/campaign/steps/all', { campaignID: campaignId });
    const [step] = (all.body.data as { steps: { body: string }[] }).steps;
    expect(step.body).toBe('<p><a href="{{ first_name }}">a</a><a>b</a></p>');
  });
});

describe('the renderer and sanitizer on 1 MB', () => {
  const inputs = {
    openBraces: '{'.repeat(ONE_MB),
    unclosedVariable: `{{${' '.repeat(ONE_MB)}x`,
    spacedVariable: `{{${' '.repeat(ONE_MB / 2)}x${' '.repeat(ONE_MB / 2)}`,
    unclosedTags: '<'.repeat(ONE_MB),
    variableUrl: `<a href="{{${' '.repeat(ONE_MB)}">x</a>`,
    fallbacks: `{{a|${'|'.repeat(ONE_MB / 2)}{{b|`.repeat(2),
    manyFallbacks: '{{a|b}}'.repeat(ONE_MB / 7),
  };

  it.each(Object.entries(inputs))('handles %s at once', async (_name, input) => {
    const { ms } = await timed(() => {
      templateVariables(input);
      hasBodyText(input);
      renderMessage({
        subject: input.slice(0, 998),
        body: input,
        mimeType: 'text/plain',
        variables: {},
        unsubscribeUrl: 'https://outbound.test/u',
      });
      if (input.startsWith('<a')) sanitizeMessageHtml(input);
    });
    expect(ms).toBeLessThan(1000);
  });

  it('rewrites tracked links of 1 MB of unclosed anchors at once', async () => {
    const html = `<p><a href="https://x.test/">x</a>${'<a '.repeat(ONE_MB / 3)}</p>`;
    const { value, ms } = await timed(() => trackLinks(html, (i) => `https://t.test/${i}`, ''));
    expect(value.links).toEqual([{ index: 0, url: 'https://x.test/' }]);
    expect(ms).toBeLessThan(1000);
  });
});
