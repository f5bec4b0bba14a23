import { screen, waitFor, within } from '@testing-library/react';
import { API_KEY_MESSAGES } from '@outbound/common';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';

const apiKey = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey',
  id: `k-${n}`,
  name: `Key ${n}`,
  prefix: `ob_000000000000000${n}`,
  scopes: ['read'],
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  ...extra,
});

const listMock = (apiKeys: unknown[]) => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys } },
});

describe('API keys page', () => {
  it('is linked from the workspace settings', async () => {
    const { user } = renderApp('/settings/workspace', { signedIn: true, mocks: [listMock([])] });
    await user.click(await screen.findByRole('link', { name: 'Manage API keys' }));
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
  });

  it('is for admins: a member finds no link and is told so on the page', async () => {
    renderApp('/settings/workspace', { signedIn: true, role: 'member' });
    expect(await screen.findByRole('heading', { name: 'Workspace settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage API keys' })).not.toBeInTheDocument();
    renderApp('/settings/api-keys', { signedIn: true, role: 'member' });
    expect(await screen.findByText('Only admins manage API keys.')).toBeInTheDocument();
    // The role is known by now in both trees: still no link.
    expect(screen.queryByRole('link', { name: 'Manage API keys' })).not.toBeInTheDocument();
  });

  it('lists keys by prefix with their scopes and last use, never the key', async () => {
    renderApp('/settings/api-keys', {
      signedIn: true,
      mocks: [
        listMock([
          apiKey(1, { scopes: ['read', 'write'], lastUsedAt: '2026-01-06T10:00:00.000Z' }),
          apiKey(2),
        ]),
      ],
    });
    const first = (await screen.findByText('Key 1')).closest('tr')!;
    expect(within(first).getByText('ob_0000000000000001…')).toBeInTheDocument();
    expect(within(first).getByText('read, write')).toBeInTheDocument();
    const second = screen.getByText('Key 2').closest('tr')!;
    expect(within(second).getByText('Never used')).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();
  });

  it('creates a key, shows it once with Copy, and revokes one after asking', async () => {
    const key = `ob_0000000000000003_${'A'.repeat(43)}`;
    const created = apiKey(3, { name: 'CRM sync', scopes: ['read', 'write'] });
    const { user } = renderApp('/settings/api-keys', {
      signedIn: true,
      mocks: [
        listMock([apiKey(1)]),
        {
          request: {
            query: CreateApiKeyDocument,
            variables: {
              input: {
                name: 'CRM sync',
                scopes: ['read', 'write'],
                expiresAt: '2027-03-01T23:59:59.000Z',
              },
            },
          },
          result: {
            data: {
              createApiKey: { __typename: 'CreatedApiKey', id: 'k-3', key, apiKey: created },
            },
          },
        },
        {
          request: { query: RevokeApiKeyDocument, variables: { apiKeyId: 'k-1' } },
          result: { data: { revokeApiKey: 'k-1' } },
        },
      ],
    });
    expect(await screen.findByText('Key 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.nameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'CRM sync');
    await user.click(screen.getByLabelText(/Read and write/));
    await user.type(screen.getByLabelText('Expires (optional)'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByLabelText('API key')).toHaveValue(key);
    expect(screen.getByText('CRM sync')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(key);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('API key')).not.toBeInTheDocument();
    expect(screen.queryByText(key)).not.toBeInTheDocument();

    const row = screen.getByText('Key 1').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Key 1')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
