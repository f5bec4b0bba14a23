import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AUDIT_PAGE_SIZE, MESSAGES } from '@outbound/common';
import { AuditLogDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';

const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry',
  id: `a-${n}`,
  actorEmail: `user${n}@example.com`,
  action: 'mailbox.deleted',
  targetType: 'mailbox',
  targetLabel: `sales${n}@example.com`,
  ip: `192.0.2.${n}`,
  userAgent: 'Mozilla/5.0',
  details: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  ...extra,
});

const pageMock = (offset: number, entries: unknown[], total: number) => ({
  request: { query: AuditLogDocument, variables: { offset, limit: AUDIT_PAGE_SIZE } },
  result: { data: { auditLog: { __typename: 'AuditPage', total, entries } } },
});

describe('Audit log page', () => {
  it('lists who did what to what, when in the user’s time and from where, and pages', async () => {
    const first = [
      entry(1, {
        action: 'export.downloaded',
        targetType: 'campaign',
        targetLabel: 'Spring outreach',
        details: [
          { __typename: 'AuditDetail', key: 'export', value: 'campaign_contacts' },
          { __typename: 'AuditDetail', key: 'rows', value: '120' },
        ],
      }),
      ...Array.from({ length: AUDIT_PAGE_SIZE - 1 }, (_, i) => entry(i + 2)),
    ];
    const { user } = renderApp('/settings/audit', {
      signedIn: true,
      mocks: [
        pageMock(0, first, AUDIT_PAGE_SIZE + 1),
        pageMock(AUDIT_PAGE_SIZE, [entry(99, { action: 'auth.sign_in_failed' })], 51),
      ],
    });
    const row = (await screen.findByText('Spring outreach')).closest('tr')!;
    expect(within(row).getByText('user1@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Exported')).toBeInTheDocument();
    expect(within(row).getByText('export: campaign_contacts · rows: 120')).toBeInTheDocument();
    expect(within(row).getByText('192.0.2.1')).toHaveAttribute('title', 'Mozilla/5.0');
    const when = within(row).getByText(new Date('2026-01-05T10:00:00.000Z').toLocaleString());
    expect(when).toHaveAttribute('datetime', '2026-01-05T10:00:00.000Z');
    expect(screen.getAllByText('Deleted a mailbox')).toHaveLength(AUDIT_PAGE_SIZE - 1);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const failed = (await screen.findByText('Sign-in failed')).closest('tr')!;
    expect(within(failed).getByText('user99@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Spring outreach')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when nothing is recorded yet, and is linked from the sidebar', async () => {
    renderApp('/settings/audit', { signedIn: true, mocks: [pageMock(0, [], 0)] });
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/settings/audit',
    );
  });

  it('tells a teammate below admin that the log is for admins', async () => {
    renderApp('/settings/audit', {
      signedIn: true,
      mocks: [
        {
          request: { query: AuditLogDocument, variables: { offset: 0, limit: AUDIT_PAGE_SIZE } },
          result: {
            errors: [
              new GraphQLError(MESSAGES.global.forbidden, {
                extensions: { code: 'FORBIDDEN', status: 403 },
              }),
            ],
          },
        },
      ],
    });
    expect(
      await screen.findByText("The audit log is for the workspace's admins."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
