import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { WEBHOOK_MESSAGES } from '@outbound/common';
import {
  CreateWebhookDocument,
  SendWebhookTestDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';

const hook = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Webhook',
  id: `w-${n}`,
  url: `https://crm${n}.example.com/hook`,
  events: ['sent', 'reply'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...extra,
});

const delivery = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery',
  id: String(n),
  eventId: `evt_${n}`,
  eventType: 'reply',
  state: 'delivered',
  attempts: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  attemptedAt: '2026-01-05T10:00:01.000Z',
  nextAttemptAt: null,
  answerStatus: 200,
  answerBody: 'thanks',
  durationMs: 12,
  error: null,
  ...extra,
});

const listMock = (webhooks: unknown[]) => ({
  request: { query: WebhooksDocument },
  result: { data: { webhooks } },
});

describe('Webhooks page', () => {
  it('lists endpoints with their events and why one was disabled, and their last deliveries', async () => {
    const reason = 'Disabled after failing every delivery since 2026-01-04 09:00 UTC.';
    const { user } = renderApp('/settings/webhooks', {
      signedIn: true,
      mocks: [
        listMock([hook(1), hook(2, { enabled: false, disabledReason: reason })]),
        {
          request: { query: WebhookDeliveriesDocument, variables: { webhookId: 'w-2' } },
          result: {
            data: {
              webhookDeliveries: [
                delivery(7, {
                  state: 'pending',
                  attempts: 3,
                  answerStatus: 500,
                  answerBody: 'boom',
                  nextAttemptAt: '2026-01-05T11:00:00.000Z',
                  error: 'answered 500',
                }),
              ],
            },
          },
        },
      ],
    });
    expect(await screen.findByText('https://crm1.example.com/hook')).toBeInTheDocument();
    const second = screen.getByText('https://crm2.example.com/hook').closest('tr')!;
    expect(within(second).getByText('Disabled')).toBeInTheDocument();
    expect(within(second).getByText(reason)).toBeInTheDocument();
    expect(within(second).getByText('Sent, Reply')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Deliveries' }));
    const table = await screen.findByRole('table', { name: 'Last deliveries' });
    expect(within(table).getByText(/Retrying at .*: HTTP 500/)).toBeInTheDocument();
    expect(within(table).getByText('boom')).toBeInTheDocument();
  });

  it('validates the form, adds an endpoint and shows its secret once, copyable', async () => {
    const secret = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const created = hook(3, {
      url: 'https://hooks.example.com/in',
      events: ['reply', 'lead_status'],
    });
    const { user } = renderApp('/settings/webhooks', {
      signedIn: true,
      mocks: [
        listMock([]),
        {
          request: {
            query: CreateWebhookDocument,
            variables: {
              input: {
                url: 'https://hooks.example.com/in',
                events: ['reply', 'lead_status'],
                enabled: true,
              },
            },
          },
          result: {
            data: { createWebhook: { __typename: 'WebhookWithSecret', secret, webhook: created } },
          },
        },
      ],
    });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('URL'), 'ftp://hooks.example.com/in');
    await user.click(screen.getByLabelText('Reply'));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'https://hooks.example.com/in');
    await user.click(screen.getByLabelText('Lead status change'));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    expect(await screen.findByLabelText('Secret')).toHaveValue(secret);
    expect(screen.getByText('https://hooks.example.com/in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('sends a test event and shows how it went', async () => {
    const { user } = renderApp('/settings/webhooks', {
      signedIn: true,
      mocks: [
        listMock([hook(1)]),
        {
          request: { query: SendWebhookTestDocument, variables: { webhookId: 'w-1' } },
          result: {
            data: {
              sendWebhookTest: delivery(9, {
                eventType: 'test',
                state: 'failed',
                answerStatus: 302,
                error: 'answered 302',
              }),
            },
          },
        },
        {
          request: { query: WebhookDeliveriesDocument, variables: { webhookId: 'w-1' } },
          result: { data: { webhookDeliveries: [] } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event: Failed: HTTP 302')).toBeInTheDocument();
    expect(await screen.findByText(WEBHOOK_MESSAGES.testFailed)).toBeInTheDocument();
  });

  it('shows the server refusing a private address', async () => {
    const { user } = renderApp('/settings/webhooks', {
      signedIn: true,
      mocks: [
        listMock([]),
        {
          request: {
            query: CreateWebhookDocument,
            variables: { input: { url: 'http://10.0.0.5/hook', events: ['sent'], enabled: true } },
          },
          result: {
            errors: [
              new GraphQLError(WEBHOOK_MESSAGES.urlForbidden, {
                extensions: { code: 'BAD_REQUEST', status: 400 },
              }),
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    await user.type(screen.getByLabelText('URL'), 'http://10.0.0.5/hook');
    await user.click(screen.getByLabelText('Sent'));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlForbidden)).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });
});
