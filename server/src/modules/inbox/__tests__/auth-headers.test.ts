import { simpleParser } from 'mailparser';
import { aligned, parseAuthResults, parseReceived, returnPathAddress } from '../auth-headers';
import { senderEvidence, trustedReceiverOf } from '../sender-proof';

describe('Authentication-Results', () => {
  it('reads the authserv-id and each result with its properties, comments and quotes aside', () => {
    const header = parseAuthResults(
      'mx.google.com (the receiver; a comment) 1;\r\n dkim=pass (2048-bit key) header.i=@prospect.test header.s=s1;\r\n' +
        ' spf=pass (google.com: domain of a@prospect.test designates 203.0.113.5; ok) smtp.mailfrom="a@prospect.test";\r\n' +
        ' dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=prospect.test',
    );
    expect(header?.authservId).toBe('mx.google.com');
    expect(header?.results.map((r) => [r.method, r.result, Object.fromEntries(r.props)])).toEqual([
      ['dkim', 'pass', { 'header.i': '@prospect.test', 'header.s': 's1' }],
      ['spf', 'pass', { 'smtp.mailfrom': 'a@prospect.test' }],
      ['dmarc', 'pass', { 'header.from': 'prospect.test' }],
    ]);
  });

  it('aligns the same domain and its subdomains, not another domain or a bare suffix', () => {
    expect(aligned('prospect.test', 'prospect.test')).toBe(true);
    expect(aligned('prospect.test', 'mail.prospect.test')).toBe(true);
    expect(aligned('eu.prospect.test', 'prospect.test')).toBe(true);
    expect(aligned('prospect.test', 'attacker.test')).toBe(false);
    expect(aligned('prospect.test', 'evilprospect.test')).toBe(false);
    expect(aligned('prospect.test', 'test')).toBe(false);
  });
});

describe('Received and Return-Path', () => {
  it('reads the client address and HELO of the from clause and the by host', () => {
    expect(
      parseReceived(
        'from mail.sender.test (mail.sender.test [192.0.2.10]) by MX.Example.test with ESMTPS id x; Mon, 1 Jan 2024',
      ),
    ).toEqual({ by: 'mx.example.test', ip: '192.0.2.10', helo: 'mail.sender.test' });
    expect(parseReceived('from x ([IPv6:2001:db8::1]) by mx.example.test').ip).toBe('2001:db8::1');
    // Exchange Online writes the client's address in parentheses.
    expect(
      parseReceived(
        'from mail.sender.test (192.0.2.10) by BN8NAM11FT012.mail.protection.outlook.com (10.13.177.1) with Microsoft SMTP Server',
      ),
    ).toEqual({
      by: 'bn8nam11ft012.mail.protection.outlook.com',
      ip: '192.0.2.10',
      helo: 'mail.sender.test',
    });
    expect(parseReceived('by mx.example.test with ESMTP; now')).toEqual({
      by: 'mx.example.test',
      ip: null,
      helo: null,
    });
    // An address after `by` is not the client's.
    expect(parseReceived('from x by mx.example.test ([192.0.2.10])').ip).toBeNull();
    expect(returnPathAddress('<a@b.test>')).toBe('a@b.test');
    expect(returnPathAddress('<>')).toBe('');
  });
});

it('only the topmost trusted Authentication-Results and Received count', async () => {
  const raw = [
    'Received: from lmtp.local ([127.0.0.1]) by box.local (Dovecot) with LMTP',
    'Authentication-Results: attacker.test; dmarc=pass header.from=prospect.test',
    'Authentication-Results: mx.google.com; dmarc=fail header.from=prospect.test',
    'Received: from mail.prospect.test ([203.0.113.5]) by mx.google.com with ESMTPS',
    'Authentication-Results: mx.google.com; dmarc=pass header.from=prospect.test',
    'Received: from forged ([192.0.2.99]) by mx.google.com',
    'From: <ada@prospect.test>',
    'Subject: hi',
    '',
    'hi',
  ].join('\r\n');
  const evidence = senderEvidence(
    await simpleParser(raw),
    trustedReceiverOf({ type: 'google', connection: {}, trustedAuthHost: null }),
  );
  expect(evidence.providerVerdict).toBe(false);
  expect(evidence.hop?.ip).toBe('203.0.113.5');
});

it('reads 1 MB header values in linear time', () => {
  const inputs = [
    `x; ${'('.repeat(500_000)}${')'.repeat(500_000)}`,
    `x; ${'a='.repeat(500_000)}`,
    `x; ${'"'.repeat(1_000_000)}`,
    `from ${'['.repeat(1_000_000)}`,
    ` from by from by ${'by '.repeat(300_000)}`,
  ];
  const started = Date.now();
  for (const input of inputs) {
    parseAuthResults(input);
    parseReceived(input);
    returnPathAddress(input);
  }
  expect(Date.now() - started).toBeLessThan(1000);
});
