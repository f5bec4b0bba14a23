import { screen, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { ComposeStep } from '../compose-step';
import { buildCampaign, buildStep, composeMocks, saveMock } from './factories';
import { CAMPAIGN_ID, renderStep, toastKind } from './render-step';

const variant = (letter: string, subject: string, body: string) => ({
  __typename: 'StepVariant' as const,
  letter,
  subject,
  body,
});

/** A plain-text campaign whose first message has variants A and B, and one follow-up. */
const SAVED = buildCampaign({
  messageMimeType: 'text/plain',
  steps: [
    buildStep(1, {
      subject: 'Quick question',
      body: 'Hello A',
      variants: [
        variant('A', 'Quick question', 'Hello A'),
        variant('B', 'Short question', '{{RANDOM|Hi|Hey}} B'),
      ],
    }),
    buildStep(2, { subject: 'Re: Quick question', body: 'Follow A', delay: 3 }),
  ],
});

const region = (name: string) => screen.getByRole('region', { name });
const tabsOf = (name: string) =>
  within(within(region(name)).getByRole('tablist', { name: `Variants of ${name}` }));

describe('Compose: variants', () => {
  it('shows a message’s variants as tabs, edits and adds one, and saves them all (A first)', async () => {
    const save = saveMock('text/plain', [
      {
        id: 'step-1',
        subject: 'Quick question',
        body: 'Hello A',
        delay: 0,
        variants: [
          { subject: 'Quick question', body: 'Hello A' },
          { subject: 'Short question', body: '{{RANDOM|Hi|Hey}} B' },
        ],
      },
      {
        id: 'step-2',
        subject: 'Re: Quick question',
        body: 'Follow A',
        delay: 3,
        variants: [
          { subject: 'Re: Quick question', body: 'Follow A' },
          { subject: 'Re: Short question', body: 'Follow A, B' },
        ],
      },
    ]);
    const { user } = renderStep('compose', <ComposeStep campaignId={CAMPAIGN_ID} />, [
      ...composeMocks(SAVED),
      save.mock,
    ]);
    await screen.findByRole('region', { name: 'Email' });
    const emailTabs = tabsOf('Email');
    expect(emailTabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['A', 'B']);
    await user.click(emailTabs.getByRole('tab', { name: 'B' }));
    expect(within(region('Email')).getByLabelText('Subject')).toHaveValue('Short question');
    expect(within(region('Email')).getByRole('textbox', { name: 'Email body' })).toHaveValue(
      '{{RANDOM|Hi|Hey}} B',
    );

    // A follow-up variant B: its subject is Re: the first message's B subject.
    await user.click(screen.getByRole('button', { name: 'Add a variant to Follow-up 1' }));
    const followUp = region('Follow-up 1');
    expect(tabsOf('Follow-up 1').getByRole('tab', { name: 'B' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(followUp).getByLabelText('Subject')).toHaveValue('Re: Short question');
    const body = within(followUp).getByRole('textbox', { name: 'Follow-up 1 body' });
    await user.clear(body);
    await user.type(body, 'Follow A, B');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await toastKind(CAMPAIGN_MESSAGES.messagesUpdated)).toBe('success');
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it('removes a variant; at five a message takes no more', async () => {
    const { user } = renderStep(
      'compose',
      <ComposeStep campaignId={CAMPAIGN_ID} />,
      composeMocks(SAVED),
    );
    await screen.findByRole('region', { name: 'Email' });
    const add = screen.getByRole('button', { name: 'Add a variant to Email' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(tabsOf('Email').getAllByRole('tab')).toHaveLength(5);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove variant E of Email' }));
    expect(tabsOf('Email').getAllByRole('tab')).toHaveLength(4);
    expect(tabsOf('Email').getByRole('tab', { name: 'A' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
