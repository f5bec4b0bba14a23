import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DO_NOT_CONTACT_MESSAGES as M } from '@outbound/common';
import {
  AddDoNotContactDocument,
  DoNotContactDocument,
  ImportDoNotContactDocument,
  RemoveDoNotContactDocument,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';

const entry = (value: string, kind: 'address' | 'domain') => ({
  __typename: 'DoNotContactEntry' as const,
  value,
  kind,
  createdAt: '2026-11-03T09:00:00.000Z',
});

function listMock(entries: ReturnType<typeof entry>[]) {
  return {
    request: { query: DoNotContactDocument, variables: { offset: 0, limit: 100 } },
    result: jest.fn(() => ({
      data: {
        doNotContact: { __typename: 'DoNotContactPage', totalCount: entries.length, entries },
      },
    })),
  } satisfies MockedResponse;
}

const mutationMock = (
  query: typeof AddDoNotContactDocument,
  variables: Record<string, unknown>,
  answer: Record<string, string>,
) =>
  ({
    request: { query, variables },
    result: jest.fn(() => ({ data: answer })),
  }) satisfies MockedResponse;

async function open(mocks: MockedResponse[]) {
  const view = renderApp('/do-not-contact', { signedIn: true, mocks });
  await screen.findByRole('heading', { name: M.title });
  return view;
}

describe('Do not contact', () => {
  it('lists the entries and adds those typed, one per line', async () => {
    const add = mutationMock(
      AddDoNotContactDocument,
      { entries: ['ann@acme.test', 'globex.test'] },
      { addDoNotContact: M.added(2) },
    );
    const { user } = await open([
      listMock([entry('bob@acme.test', 'address')]),
      add,
      listMock([
        entry('ann@acme.test', 'address'),
        entry('bob@acme.test', 'address'),
        entry('globex.test', 'domain'),
      ]),
    ]);
    expect(await screen.findByText('bob@acme.test')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Addresses or domains'), 'ann@acme.test\n\nglobex.test');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(M.added(2))).toBeInTheDocument();
    expect(add.result).toHaveBeenCalled();
    const row = (await screen.findByText('globex.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Whole domain')).toBeInTheDocument();
  });

  it('refuses an empty addition without calling the server', async () => {
    const { user } = await open([listMock([])]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(M.entriesRequired)).toBeInTheDocument();
  });

  it('imports a CSV file and removes an entry', async () => {
    const csv = 'email\nann@acme.test\n';
    const imported = mutationMock(
      ImportDoNotContactDocument,
      { csv },
      {
        importDoNotContact: M.added(1),
      },
    );
    const removed = mutationMock(
      RemoveDoNotContactDocument,
      { entries: ['bob@acme.test'] },
      {
        removeDoNotContact: M.removed(1),
      },
    );
    const list = listMock([entry('bob@acme.test', 'address')]);
    const { user } = await open([
      list,
      imported,
      listMock([entry('bob@acme.test', 'address')]),
      removed,
      listMock([]),
    ]);
    await screen.findByText('bob@acme.test');
    const file = new File([csv], 'dnc.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import CSV'), file);
    expect(await screen.findByText(M.added(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove bob@acme.test' }));
    await waitFor(() => expect(removed.result).toHaveBeenCalled());
  });
});
