import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@outbound/common';
import {
  DeleteLabelDocument,
  RenameLabelDocument,
  SetCampaignLabelDocument,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import { PATH, buildCampaign, buildLabel, createLabelMock, failure, pageMocks } from './factories';

// Each label dialog's 400 toast starts 'Bad Request.' and names its action (spec 01 §8), not the
// server's bare 'Bad Request.'.
const FAILED = CAMPAIGN_LIST_TEXTS.labelFailed;
const BAD = failure(MESSAGES.global.badRequest);
const HOT = buildLabel('lab-1', 'Hot');

function renderList(mocks: MockedResponse[] = []) {
  const rows = [buildCampaign(1, { labels: [HOT] })];
  return renderApp(PATH, { signedIn: true, mocks: [...pageMocks(rows, [HOT]), ...mocks] });
}

describe('Label dialogs on a 400', () => {
  it('Create Label names the creation', async () => {
    const { user } = renderList([createLabelMock('Cold', BAD)]);
    await user.click(await screen.findByRole('button', { name: 'Create Label' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Label' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Label Name' }), 'Cold');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(FAILED.create)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.global.badRequest)).not.toBeInTheDocument();
  });

  it('Edit Label names the update', async () => {
    const { user } = renderList([
      {
        request: { query: RenameLabelDocument, variables: { id: 'lab-1', name: 'Warm' } },
        result: BAD,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit label Hot' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Label' });
    const input = within(dialog).getByRole('textbox', { name: 'Label Name' });
    await user.clear(input);
    await user.type(input, 'Warm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAILED.rename)).toBeInTheDocument();
  });

  it('Delete Label names the deletion', async () => {
    const { user } = renderList([
      { request: { query: DeleteLabelDocument, variables: { id: 'lab-1' } }, result: BAD },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete label Hot' }));
    const dialog = screen.getByRole('dialog', { name: CAMPAIGN_LIST_TEXTS.deleteLabelTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAILED.delete)).toBeInTheDocument();
  });

  it.each([
    ['add', 'Add Label', true],
    ['remove', 'Remove Label', false],
  ] as const)('%s names its action', async (mode, button, add) => {
    const { user } = renderList([
      {
        request: {
          query: SetCampaignLabelDocument,
          variables: { campaignIds: ['camp-1'], labelId: 'lab-1', add },
        },
        result: BAD,
      },
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Campaign 1' }));
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: button });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Label' }), 'lab-1');
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await screen.findByText(FAILED[mode])).toBeInTheDocument();
  });
});
