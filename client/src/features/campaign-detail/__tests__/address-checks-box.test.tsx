import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ADDRESS_CHECK_TEXTS, SEND_CHECK_MESSAGES } from '@outbound/common';
import { SettingsSaveAddressChecksDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { SETTINGS_PATH, settingsMocks } from './settings-factories';
import { buildDetail, detailMock, listsMock } from './factories';
import { RECIPIENTS_PATH, buildRecipient, recipientsMock } from './recipient-factories';

describe('Address checks', () => {
  it('shows the skip options off and saves one when ticked', async () => {
    const saved = {
      request: {
        query: SettingsSaveAddressChecksDocument,
        variables: { campaignId: 'camp-1', input: { skipRoleAddresses: true } },
      },
      result: jest.fn(() => ({
        data: { updateCampaignSetting: { __typename: 'Campaign', id: 'camp-1' } },
      })),
    } satisfies MockedResponse;
    const { user } = renderApp(SETTINGS_PATH, {
      signedIn: true,
      mocks: [...settingsMocks(), saved],
    });
    const box = within(await screen.findByRole('region', { name: ADDRESS_CHECK_TEXTS.title }));
    expect(box.getByLabelText(ADDRESS_CHECK_TEXTS.skipDisposable)).not.toBeChecked();
    expect(box.getByText(ADDRESS_CHECK_TEXTS.undeliverableNote)).toBeInTheDocument();
    await user.click(box.getByLabelText(ADDRESS_CHECK_TEXTS.skipRoleAddresses));
    await waitFor(() => expect(saved.result).toHaveBeenCalled());
  });

  it('shows the flags of an address and why a recipient was not sent to', async () => {
    renderApp(RECIPIENTS_PATH, {
      signedIn: true,
      mocks: [
        detailMock(buildDetail()),
        listsMock(),
        recipientsMock({}, [
          buildRecipient('info@acme.test', { flags: ['role'] }),
          buildRecipient('bob@dead.test', {
            state: 'suppressed',
            status: 'undeliverable',
            reason: SEND_CHECK_MESSAGES.undeliverable('dead.test'),
          }),
        ]),
      ],
    });
    await screen.findByRole('table');
    const rowOf = (email: string) =>
      within(
        screen.getByRole('checkbox', { name: `Select ${email}` }).closest('tr') as HTMLElement,
      );
    expect(rowOf('info@acme.test').getByText(SEND_CHECK_MESSAGES.roleFlag)).toBeInTheDocument();
    expect(rowOf('bob@dead.test').getByText('Undeliverable')).toBeInTheDocument();
    expect(
      rowOf('bob@dead.test').getByText(SEND_CHECK_MESSAGES.undeliverable('dead.test')),
    ).toBeInTheDocument();
  });
});
