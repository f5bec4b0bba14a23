import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SEND_CHECK_MESSAGES } from '@outbound/common';
import { UpdateRecipientValuesDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';
import { buildDetail, detailMock, failure, listsMock } from './factories';
import { RECIPIENTS_PATH, buildRecipient, recipientsMock } from './recipient-factories';

type Mocks = NonNullable<Parameters<typeof renderApp>[1]>['mocks'];

const HELD_FIX = SEND_CHECK_MESSAGES.heldRecipients(1);
const held = () =>
  buildDetail({ heldRecipients: { __typename: 'HeldRecipients', count: 1, fix: HELD_FIX } });
const heldRow = buildRecipient('zed@acme.test', {
  paused: true,
  status: 'waiting',
  reason: 'Missing first_name',
  values: ['zed@acme.test', '', 'ACME'],
});

async function openTab(mocks: Mocks) {
  const view = renderApp(RECIPIENTS_PATH, {
    signedIn: true,
    mocks: [listsMock(), recipientsMock({}, [heldRow]), ...(mocks ?? [])],
  });
  await screen.findByRole('heading', { name: 'Spring outreach' });
  await screen.findByRole('table');
  return view;
}

function valuesMock(answer: ReturnType<typeof buildRecipient> | ReturnType<typeof failure>) {
  return {
    request: {
      query: UpdateRecipientValuesDocument,
      variables: {
        campaignId: 'camp-1',
        email: 'zed@acme.test',
        values: [{ name: 'first_name', value: 'Zed' }],
      },
    },
    result: jest.fn(() =>
      'errors' in answer ? answer : { data: { updateRecipientValues: answer } },
    ),
  } satisfies MockedResponse;
}

const rowOf = (email: string) =>
  screen.getByRole('checkbox', { name: `Select ${email}` }).closest('tr') as HTMLElement;

describe('Recipients held for an empty merge field', () => {
  it('counts them in the header with the fix, and shows the reason on the row', async () => {
    await openTab([detailMock(held())]);
    expect(screen.getByRole('note')).toHaveTextContent(HELD_FIX);
    const row = within(rowOf('zed@acme.test'));
    expect(row.getByText(RECIPIENTS_TEXTS.waiting)).toBeInTheDocument();
    expect(row.getByText('Missing first_name')).toBeInTheDocument();
  });

  it('shows no note when none is held', async () => {
    await openTab([detailMock(buildDetail())]);
    expect(screen.queryByText(HELD_FIX)).not.toBeInTheDocument();
  });

  it('edits the values of the one recipient selected; the row and the header follow', async () => {
    const saved = valuesMock(
      buildRecipient('zed@acme.test', { values: ['zed@acme.test', 'Zed', 'ACME'] }),
    );
    const { user } = await openTab([detailMock(held()), saved, detailMock(buildDetail())]);
    expect(
      screen.queryByRole('button', { name: RECIPIENTS_TEXTS.editValues }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select zed@acme.test' }));
    await user.click(screen.getByRole('button', { name: RECIPIENTS_TEXTS.editValues }));
    const dialog = within(
      await screen.findByRole('dialog', { name: RECIPIENTS_TEXTS.editTitle('zed@acme.test') }),
    );
    expect(dialog.getByText('Missing first_name')).toBeInTheDocument();
    expect(dialog.getByLabelText('Company')).toHaveValue('ACME');
    await user.type(dialog.getByLabelText('first_name'), 'Zed');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.result).toHaveBeenCalled());
    expect(await screen.findByText(SEND_CHECK_MESSAGES.valuesUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('zed@acme.test')).getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(HELD_FIX)).not.toBeInTheDocument());
  });

  it("keeps the dialog open on the server's refusal", async () => {
    const refused = valuesMock(failure(SEND_CHECK_MESSAGES.valueTooLong('first_name')));
    const { user } = await openTab([detailMock(held()), refused]);
    await user.click(screen.getByRole('checkbox', { name: 'Select zed@acme.test' }));
    await user.click(screen.getByRole('button', { name: RECIPIENTS_TEXTS.editValues }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('first_name'), 'Zed');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(SEND_CHECK_MESSAGES.valueTooLong('first_name')),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
