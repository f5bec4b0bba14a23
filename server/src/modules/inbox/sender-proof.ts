import { authenticate } from 'mailauth';
import type { ParsedMail } from 'mailparser';
import type { Logger } from 'pino';
import { sharedDns } from '../../dns/resolver';
import type { MailAccount } from '../mailbox/mail-account.entity';
import {
  aligned,
  domainOf,
  headerValue,
  parseAuthResults,
  parseReceived,
  returnPathAddress,
  TRACE_HEADERS_MAX,
  type AuthResultsHeader,
  type ReceivedHop,
} from './auth-headers';

/**
 * Whether the sender of a received message is who its From says (README "How a message is
 * believed"): DMARC-aligned SPF or DKIM passing, read from the receiving server's own
 * Authentication-Results, or checked here with mailauth from the address the receiving server
 * took the message from. Headers anyone can write prove nothing: only the topmost
 * Authentication-Results whose authserv-id is the receiving server's, and the topmost Received
 * written by it, are read.
 */

/** Who received the mailbox's mail: the names its own headers carry. */
export interface TrustedReceiver {
  /** Exact names (lower case). */
  hosts: string[];
  /** Name endings (`.protection.outlook.com`). */
  suffixes: string[];
}

const GOOGLE: TrustedReceiver = { hosts: ['mx.google.com'], suffixes: [] };
const MICROSOFT: TrustedReceiver = {
  hosts: [],
  suffixes: ['.protection.outlook.com', '.prod.outlook.com'],
};

const endsWithDomain = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

/**
 * The receiving servers a mailbox believes: Google's for Google mailboxes (and SMTP mailboxes
 * read from Gmail's IMAP), Microsoft's for those read from Outlook / Office 365, and the one set
 * on an SMTP mailbox ("Trusted Authentication-Results host").
 */
export function trustedReceiverOf(
  account: Pick<MailAccount, 'type' | 'connection' | 'trustedAuthHost'>,
): TrustedReceiver {
  const imap = account.connection?.imap?.server?.toLowerCase() ?? '';
  const known =
    account.type === 'google' ||
    ['gmail.com', 'googlemail.com'].some((d) => endsWithDomain(imap, d))
      ? GOOGLE
      : ['outlook.com', 'office365.com'].some((d) => endsWithDomain(imap, d))
        ? MICROSOFT
        : { hosts: [], suffixes: [] };
  const own = account.trustedAuthHost?.toLowerCase();
  return { hosts: own ? [...known.hosts, own] : known.hosts, suffixes: known.suffixes };
}

function trusts(receiver: TrustedReceiver, host: string | null): boolean {
  if (!host) return false;
  return receiver.hosts.includes(host) || receiver.suffixes.some((end) => host.endsWith(end));
}

/** What a message shows of its sender's proof, read once when it is parsed (no DNS). */
export interface SenderEvidence {
  fromDomain: string | null;
  /** The receiving server's Authentication-Results: true pass, false anything else; null: none. */
  providerVerdict: boolean | null;
  /** The client the receiving server took the message from (its topmost trusted Received). */
  hop: ReceivedHop | null;
  /** The envelope sender (Return-Path); '' for the null sender of a bounce. */
  envelopeSender: string | null;
}

/** DMARC pass, or SPF / DKIM passing for a domain aligned with the From's. */
export function authResultsPass(header: AuthResultsHeader, fromDomain: string): boolean {
  return header.results.some(({ method, result, props }) => {
    if (result !== 'pass') return false;
    if (method === 'dmarc') {
      const from = props.get('header.from');
      return !from || aligned(fromDomain, from);
    }
    if (method === 'spf')
      return aligned(fromDomain, domainOf(props.get('smtp.mailfrom') ?? props.get('smtp.helo')));
    if (method === 'dkim')
      return aligned(fromDomain, props.get('header.d') ?? domainOf(props.get('header.i')));
    return false;
  });
}

/** Reads a parsed message's trace headers against the receivers the mailbox trusts. */
export function senderEvidence(mail: ParsedMail, receiver: TrustedReceiver): SenderEvidence {
  const fromAddress = mail.from?.value.find((entry) => entry.address)?.address ?? null;
  const fromDomain = domainOf(fromAddress);
  const evidence: SenderEvidence = {
    fromDomain,
    providerVerdict: null,
    hop: null,
    envelopeSender: null,
  };
  for (const { key, line } of mail.headerLines.slice(0, TRACE_HEADERS_MAX)) {
    if (key === 'authentication-results' && evidence.providerVerdict === null) {
      const header = parseAuthResults(headerValue(line));
      if (header && trusts(receiver, header.authservId))
        evidence.providerVerdict = fromDomain !== null && authResultsPass(header, fromDomain);
    } else if (key === 'received' && evidence.hop === null) {
      const hop = parseReceived(headerValue(line));
      if (trusts(receiver, hop.by)) evidence.hop = hop;
    } else if (key === 'return-path' && evidence.envelopeSender === null) {
      evidence.envelopeSender = returnPathAddress(headerValue(line));
    }
  }
  return evidence;
}

/** How long a check of our own may take (its lookups each have their own timeout too). */
const VERIFY_BUDGET_MS = 10_000;

/**
 * Whether the sender is proven: the receiving server's own verdict when it wrote one; else a
 * check of our own (SPF for the address it took the message from, DKIM, DMARC) through the
 * product's resolver; false when no address can be established or the check fails or times out.
 */
export async function senderProven(
  source: Buffer,
  evidence: SenderEvidence,
  logger: Logger,
): Promise<boolean> {
  if (evidence.providerVerdict !== null) return evidence.providerVerdict;
  const { fromDomain, hop } = evidence;
  if (!fromDomain || !hop?.ip) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const checked = authenticate(source, {
      ip: hop.ip,
      helo: hop.helo ?? undefined,
      sender: evidence.envelopeSender ?? undefined,
      mta: hop.by ?? undefined,
      resolver: sharedDns().resolve as (name: string, type: string) => Promise<string[]>,
      disableArc: true,
      disableBimi: true,
    });
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), VERIFY_BUDGET_MS);
    });
    const result = await Promise.race([checked, timeout]);
    if (!result) return false;
    if (result.dmarc && result.dmarc.status?.result === 'pass') return true;
    const spf = result.spf && result.spf.status?.result === 'pass' ? result.spf.domain : null;
    if (aligned(fromDomain, spf)) return true;
    return (result.dkim?.results ?? []).some(
      (dkim) => dkim.status?.result === 'pass' && aligned(fromDomain, dkim.signingDomain),
    );
  } catch (error) {
    logger.warn({ err: error }, 'sender not verified: the check failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
