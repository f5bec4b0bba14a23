import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SettingsSaveReplyHandlingDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { REPLY_HANDLING_TEXTS as T } from '../components/settings/reply-handling-box';
import { SETTINGS_PATH, settingsMocks } from './settings-factories';

const saveMock = (input: Record<string, unknown>) =>
  ({
    request: {
      query: SettingsSaveReplyHandlingDocument,
      variables: { campaignId: 'camp-1', input },
    },
    result: jest.fn(() => ({
      data: { updateCampaignSetting: { __typename: 'Campaign', id: 'camp-1' } },
    })),
  }) satisfies MockedResponse;

describe('Replies settings', () => {
  it('turns stop for company on and saves the out-of-office pause', async () => {
    const stop = saveMock({ stopForCompany: true });
    const days = saveMock({ outOfOfficeDays: 10 });
    const { user } = renderApp(SETTINGS_PATH, {
      signedIn: true,
      mocks: [...settingsMocks(), stop, days],
    });
    const box = within(await screen.findByRole('region', { name: T.title }));
    expect(box.getByLabelText(T.stopForCompany)).not.toBeChecked();
    expect(box.getByLabelText(T.outOfOfficeDays)).toHaveValue(7);
    await user.click(box.getByLabelText(T.stopForCompany));
    await waitFor(() => expect(stop.result).toHaveBeenCalled());
    const field = box.getByLabelText(T.outOfOfficeDays);
    await user.clear(field);
    await user.type(field, '10');
    await user.tab();
    await waitFor(() => expect(days.result).toHaveBeenCalled());
  });
});
