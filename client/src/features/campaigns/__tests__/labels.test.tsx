import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import {
  PATH,
  accountsMock,
  buildCampaign,
  buildLabel,
  campaignListMock,
  createLabelMock,
  deleteLabelMock,
  failure,
  labelsMock,
  pageMocks,
  renameLabelMock,
  setLabelMock,
} from './factories';

const M = CAMPAIGN_MESSAGES;
const HOT = buildLabel('lab-1', 'Hot');
const WARM = buildLabel('lab-2', 'Warm');

function labelBar() {
  return screen.getByRole('group', { name: 'Labels' });
}

function rowLabels(campaignName: string) {
  const list = screen.queryByRole('list', { name: `Labels of ${campaignName}` });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('Campaign labels', () => {
  describe('label bar', () => {
    it('creates a label: required, already exists (409), then added in name order', async () => {
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [
          ...pageMocks([buildCampaign(1)], [HOT, WARM]),
          createLabelMock('hot', failure(M.labelExists, 'CONFLICT', 409)),
          createLabelMock('Cold', { data: { createLabel: buildLabel('lab-3', 'Cold') } }),
        ],
      });
      await screen.findByRole('button', { name: 'Hot' });
      await user.click(screen.getByRole('button', { name: 'Create Label' }));
      const dialog = screen.getByRole('dialog', { name: 'Create Label' });
      const input = within(dialog).getByRole('textbox', { name: 'Label Name' });

      await user.type(input, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.labelRequired);

      await user.clear(input);
      await user.type(input, 'hot');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent(M.labelExists),
      );
      expect(screen.getAllByText(M.labelExists).length).toBeGreaterThanOrEqual(2);

      await user.clear(input);
      await user.type(input, 'Cold');
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const toggles = within(labelBar())
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent);
      expect(toggles).toEqual(['Unlabeled', 'Cold', 'Hot', 'Warm']);
    });

    it('renames a label everywhere; an empty name is refused', async () => {
      const rows = [buildCampaign(1, { labels: [HOT] })];
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(rows, [HOT, WARM]), renameLabelMock('lab-1', 'Very hot')],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });
      expect(rowLabels('Campaign 1')).toEqual(['Hot']);
      await user.click(screen.getByRole('button', { name: 'Edit label Hot' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Label' });
      const input = within(dialog).getByRole('textbox', { name: 'Label Name' });
      expect(input).toHaveValue('Hot');

      await user.clear(input);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.labelEditEmpty);

      await user.type(input, 'Very hot');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(labelBar()).getByRole('button', { name: 'Very hot' })).toBeInTheDocument();
      expect(rowLabels('Campaign 1')).toEqual(['Very hot']);
    });

    it('deletes a label after confirmation; it leaves the bar and the rows', async () => {
      const rows = [buildCampaign(1, { labels: [HOT, WARM] })];
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(rows, [HOT, WARM]), deleteLabelMock('lab-1')],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });
      await user.click(screen.getByRole('button', { name: 'Delete label Hot' }));
      let dialog = screen.getByRole('dialog', { name: CAMPAIGN_LIST_TEXTS.deleteLabelTitle });
      expect(within(dialog).getByText(CAMPAIGN_LIST_TEXTS.deleteLabelText('Hot'))).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Delete label Hot' }));
      dialog = screen.getByRole('dialog', { name: CAMPAIGN_LIST_TEXTS.deleteLabelTitle });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(labelBar()).queryByRole('button', { name: 'Hot' })).not.toBeInTheDocument();
      expect(rowLabels('Campaign 1')).toEqual(['Warm']);
    });

    it('filters by several labels and by Unlabeled', async () => {
      const hot = campaignListMock({ labelIds: ['lab-1'] }, { rows: [buildCampaign(2)] });
      const both = campaignListMock(
        { labelIds: ['lab-1', 'lab-2'] },
        { rows: [buildCampaign(2), buildCampaign(3)] },
      );
      const withUnlabeled = campaignListMock(
        { labelIds: ['lab-1', 'lab-2'], unlabeled: true },
        { rows: [buildCampaign(4)] },
      );
      const warmOrUnlabeled = campaignListMock(
        { labelIds: ['lab-2'], unlabeled: true },
        { rows: [buildCampaign(6)] },
      );
      const onlyUnlabeled = campaignListMock({ unlabeled: true }, { rows: [buildCampaign(5)] });
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [
          ...pageMocks([buildCampaign(1)], [HOT, WARM]),
          hot,
          both,
          withUnlabeled,
          warmOrUnlabeled,
          onlyUnlabeled,
        ],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });

      await user.click(screen.getByRole('button', { name: 'Hot' }));
      expect(await screen.findByRole('link', { name: 'Campaign 2' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(screen.getByRole('button', { name: 'Warm' }));
      expect(await screen.findByRole('link', { name: 'Campaign 3' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Unlabeled' }));
      expect(await screen.findByRole('link', { name: 'Campaign 4' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Hot' }));
      expect(await screen.findByRole('link', { name: 'Campaign 6' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Warm' }));
      expect(await screen.findByRole('link', { name: 'Campaign 5' })).toBeInTheDocument();
      for (const mock of [hot, both, withUnlabeled, warmOrUnlabeled, onlyUnlabeled])
        expect(mock.result).toHaveBeenCalledTimes(1);
    });
  });

  describe('Add Label and Remove Label', () => {
    it('asks for a label, then puts it on the selected campaigns', async () => {
      const rows = [buildCampaign(1), buildCampaign(2, { labels: [WARM] }), buildCampaign(3)];
      const add = setLabelMock(
        [
          { id: 'camp-1', labels: [HOT] },
          { id: 'camp-2', labels: [HOT, WARM] },
        ],
        'lab-1',
        true,
      );
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(rows, [HOT, WARM]), add],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 1' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 2' }));
      await user.click(screen.getByRole('button', { name: 'Add Label' }));

      const dialog = screen.getByRole('dialog', { name: 'Add Label' });
      const select = within(dialog).getByRole('combobox', { name: 'Label' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a Label', 'Hot', 'Warm']);
      await user.click(within(dialog).getByRole('button', { name: 'Add Label' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.selectLabel);
      expect(add.result).not.toHaveBeenCalled();

      await user.selectOptions(select, 'lab-1');
      await user.click(within(dialog).getByRole('button', { name: 'Add Label' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(add.result).toHaveBeenCalledTimes(1);
      expect(rowLabels('Campaign 1')).toEqual(['Hot']);
      expect(rowLabels('Campaign 2')).toEqual(['Hot', 'Warm']);
      expect(rowLabels('Campaign 3')).toEqual([]);
    });

    it('offers the labels of the selection for removal and takes one off', async () => {
      const rows = [buildCampaign(1, { labels: [WARM] }), buildCampaign(2)];
      const remove = setLabelMock([{ id: 'camp-1', labels: [] }], 'lab-2', false);
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(rows, [HOT, WARM]), remove],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 1' }));
      await user.click(screen.getByRole('button', { name: 'Remove Label' }));

      const dialog = screen.getByRole('dialog', { name: 'Remove Label' });
      const select = within(dialog).getByRole('combobox', { name: 'Label' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a Label', 'Warm']);
      await user.click(within(dialog).getByRole('button', { name: 'Remove Label' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.selectLabel);

      await user.selectOptions(select, 'lab-2');
      await user.click(within(dialog).getByRole('button', { name: 'Remove Label' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(remove.result).toHaveBeenCalledTimes(1);
      expect(rowLabels('Campaign 1')).toEqual([]);
    });

    it('reloads a label-filtered page after a label is taken off', async () => {
      const filtered = campaignListMock(
        { labelIds: ['lab-2'] },
        { rows: [buildCampaign(1, { labels: [WARM] })] },
      );
      const after = campaignListMock({ labelIds: ['lab-2'] }, { rows: [] });
      const remove = setLabelMock([{ id: 'camp-1', labels: [] }], 'lab-2', false);
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [
          accountsMock(),
          labelsMock([HOT, WARM]),
          campaignListMock({}, { rows: [] }),
          filtered,
          remove,
          after,
        ],
      });
      await screen.findByText(M.emptyList);
      await user.click(screen.getByRole('button', { name: 'Warm' }));
      await screen.findByRole('link', { name: 'Campaign 1' });
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 1' }));
      await user.click(screen.getByRole('button', { name: 'Remove Label' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove Label' });
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Label' }), 'lab-2');
      await user.click(within(dialog).getByRole('button', { name: 'Remove Label' }));

      expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
      expect(after.result).toHaveBeenCalledTimes(1);
    });
  });
});
