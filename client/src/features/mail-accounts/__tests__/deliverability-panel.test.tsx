import { screen, within } from '@testing-library/react';
import {
  CheckMailAccountDeliverabilityDocument,
  MailAccountDeliverabilityDocument,
  ProbeMailAccountDeliverabilityDocument,
  SetMailAccountTrackingDomainDocument,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { preferenceMock } from './factories';

const PATH = '/mail-accounts/preferences/sales%40example.com';
const EMAIL = 'sales@example.com';
const DKIM_FIX = 'Publish this TXT record at s1._domainkey.example.com: "v=DKIM1; k=rsa; p=MIGf"';

type Status = 'pass' | 'warn' | 'fail';
const check = (name: string, status: Status, detail: string, fix: string | null = null) => ({
  __typename: 'DeliverabilityCheck' as const,
  name,
  status,
  detail,
  fix,
});

function report(checks: ReturnType<typeof check>[], checkedAt = '2026-11-28T08:00:00.000Z') {
  return {
    __typename: 'Deliverability' as const,
    mailAccountId: 'acc-1',
    domain: 'example.com',
    checkedAt,
    regressed: [],
    trackingDomain: null as string | null,
    checks,
  };
}

const FAILING = report([
  check('spf', 'pass', 'SPF passes for smtp.example.com (192.0.2.10).'),
  check(
    'dkim',
    'fail',
    'The key published at s1._domainkey.example.com is not the signing key.',
    DKIM_FIX,
  ),
  check('dmarc', 'warn', 'The DMARC record could not be read (temperror).', 'Check again later.'),
]);

const FIXED = report(
  [
    check('spf', 'pass', 'SPF passes for smtp.example.com (192.0.2.10).'),
    check('dkim', 'pass', 'The key at s1._domainkey.example.com matches.'),
    check('dmarc', 'pass', 'DMARC "v=DMARC1; p=quarantine" passes through DKIM and SPF.'),
  ],
  '2026-11-28T09:00:00.000Z',
);

const deliverabilityMock = {
  request: { query: MailAccountDeliverabilityDocument, variables: { id: 'acc-1' } },
  result: { data: { mailAccountDeliverability: FAILING } },
};
const checkAgainMock = {
  request: { query: CheckMailAccountDeliverabilityDocument, variables: { id: 'acc-1' } },
  result: { data: { checkMailAccountDeliverability: FIXED } },
};

describe('Deliverability panel', () => {
  it('lists each check with its status, what it found and the fix to copy', async () => {
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [preferenceMock(EMAIL), deliverabilityMock],
    });
    const panel = await screen.findByRole('region', { name: 'Deliverability' });
    const dkim = await within(panel).findByRole('listitem', { name: 'DKIM' });
    expect(within(dkim).getByText('Fail')).toHaveClass('badge--danger');
    expect(within(dkim).getByText(/is not the signing key/)).toBeInTheDocument();
    expect(within(dkim).getByText(DKIM_FIX)).toBeInTheDocument();

    const spf = within(panel).getByRole('listitem', { name: 'SPF' });
    expect(within(spf).getByText('Pass')).toHaveClass('badge--success');
    expect(within(spf).queryByRole('button')).not.toBeInTheDocument();
    const dmarc = within(panel).getByRole('listitem', { name: 'DMARC' });
    expect(within(dmarc).getByText('Warning')).toHaveClass('badge--warning');
    expect(within(panel).getByText(/^example\.com, checked/)).toBeInTheDocument();

    await user.click(within(dkim).getByRole('button', { name: 'Copy the DKIM fix' }));
    expect(await within(dkim).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(DKIM_FIX);
  });

  it('"Check again" shows the new answer', async () => {
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [preferenceMock(EMAIL), deliverabilityMock, checkAgainMock],
    });
    const panel = await screen.findByRole('region', { name: 'Deliverability' });
    await within(panel).findByRole('listitem', { name: 'DKIM' });
    await user.click(within(panel).getByRole('button', { name: 'Check again' }));
    const dkim = within(panel).getByRole('listitem', { name: 'DKIM' });
    expect(await within(dkim).findByText('Pass')).toBeInTheDocument();
    expect(within(panel).queryByText(DKIM_FIX)).not.toBeInTheDocument();
    expect(within(panel).queryByText('Fail')).not.toBeInTheDocument();
  });

  it('saves a tracking domain and shows its check', async () => {
    const tracked = {
      ...report([
        ...FIXED.checks,
        check('tracking_domain', 'pass', 'track.example.com is a CNAME to outbound.example.com.'),
      ]),
      trackingDomain: 'track.example.com',
    };
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        preferenceMock(EMAIL),
        deliverabilityMock,
        {
          request: {
            query: SetMailAccountTrackingDomainDocument,
            variables: { id: 'acc-1', trackingDomain: 'track.example.com' },
          },
          result: { data: { setMailAccountTrackingDomain: tracked } },
        },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Deliverability' });
    const field = await within(panel).findByRole('textbox', { name: 'Tracking domain' });
    expect(field).toHaveValue('');
    await user.type(field, ' track.example.com ');
    await user.click(within(panel).getByRole('button', { name: 'Save tracking domain' }));
    const row = await within(panel).findByRole('listitem', { name: 'Tracking domain' });
    expect(within(row).getByText('Pass')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Tracking domain' })).toHaveValue(
      'track.example.com',
    );
    expect(await screen.findByText('Tracking domain saved')).toBeInTheDocument();
  });

  it('sends a probe and shows what the provider said of it', async () => {
    const header =
      'mx.google.com; spf=pass smtp.mailfrom=sales@example.com; dkim=fail header.d=example.com';
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        preferenceMock(EMAIL),
        deliverabilityMock,
        {
          request: { query: ProbeMailAccountDeliverabilityDocument, variables: { id: 'acc-1' } },
          result: {
            data: {
              probeMailAccountDeliverability: {
                __typename: 'DeliverabilityProbe',
                folder: 'spam',
                authenticationResults: header,
                authservId: 'mx.google.com',
                results: [
                  { __typename: 'ProbeAuthResult', method: 'spf', result: 'pass' },
                  { __typename: 'ProbeAuthResult', method: 'dkim', result: 'fail' },
                ],
              },
            },
          },
        },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Deliverability' });
    await within(panel).findByRole('listitem', { name: 'DKIM' });
    await user.click(within(panel).getByRole('button', { name: 'Send a probe' }));
    const status = await within(panel).findByText(/The probe landed in spam/);
    expect(status).toHaveTextContent('The probe landed in spam: SPF pass, DKIM fail.');
    expect(within(panel).getByText(header)).toBeInTheDocument();
  });
});
