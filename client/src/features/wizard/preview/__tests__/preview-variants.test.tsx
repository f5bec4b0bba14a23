import { screen } from '@testing-library/react';
import { CAMPAIGN_ID, renderStep } from '../../compose/__tests__/render-step';
import { PreviewStep } from '../preview-step';
import { PREVIEW_TEXTS } from '../preview-texts';
import { buildPage, messagesMock, previewCampaignMock } from './factories';

const letters = (...all: string[]) =>
  all.map((letter) => ({ __typename: 'StepVariant' as const, letter }));

describe('Preview step: variants', () => {
  it('shows each recipient’s own variant, then every message in the variant chosen', async () => {
    const own = buildPage(0);
    own.messages = own.messages.map((m) => ({ ...m, variant: 'B' }));
    const inC = buildPage(0);
    inC.messages = inC.messages.map((m, i) => ({
      ...m,
      subject: `C subject ${i}`,
      variant: i === 0 ? 'C' : 'A',
    }));
    const { user } = renderStep('preview', <PreviewStep campaignId={CAMPAIGN_ID} />, [
      previewCampaignMock({
        steps: [
          { __typename: 'Step', id: 'step-1', variants: letters('A', 'B', 'C') },
          { __typename: 'Step', id: 'step-2', variants: letters('A') },
        ],
      }),
      messagesMock({ offset: 0 }, { page: own }).mock,
      messagesMock({ offset: 0, variant: 'C' }, { page: inC }).mock,
    ]);
    expect(await screen.findByRole('heading', { name: 'Email — Variant B' })).toBeInTheDocument();
    const select = screen.getByLabelText(PREVIEW_TEXTS.variant);
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      PREVIEW_TEXTS.ownVariant,
      'A',
      'B',
      'C',
    ]);
    await user.selectOptions(select, 'C');
    expect(await screen.findByRole('heading', { name: 'Email — Variant C' })).toBeInTheDocument();
    // A follow-up without C shows A.
    expect(screen.getByRole('heading', { name: 'Follow-up 1 — Variant A' })).toBeInTheDocument();
  });

  it('shows no variant choice for a campaign without variants', async () => {
    renderStep('preview', <PreviewStep campaignId={CAMPAIGN_ID} />, [
      previewCampaignMock(),
      messagesMock({ offset: 0 }, { page: buildPage(0) }).mock,
    ]);
    expect(await screen.findByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText(PREVIEW_TEXTS.variant)).not.toBeInTheDocument();
  });
});
