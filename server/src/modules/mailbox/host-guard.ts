import net from 'node:net';
import { embeddedIPv4 } from './embedded-ipv4';
import { sharedDns } from '../../dns/resolver';

/** Addresses a user-supplied mail server must not point at: this machine, private networks, metadata. */
const FORBIDDEN = new net.BlockList();
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('10.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('100.64.0.0', 10, 'ipv4');
FORBIDDEN.addSubnet('127.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, cloud metadata (169.254.169.254)
FORBIDDEN.addSubnet('172.16.0.0', 12, 'ipv4');
FORBIDDEN.addSubnet('192.0.0.0', 24, 'ipv4');
FORBIDDEN.addSubnet('192.168.0.0', 16, 'ipv4');
FORBIDDEN.addSubnet('198.18.0.0', 15, 'ipv4');
FORBIDDEN.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast and reserved
FORBIDDEN.addAddress('::', 'ipv6');
FORBIDDEN.addAddress('::1', 'ipv6');
FORBIDDEN.addSubnet('fc00::', 7, 'ipv6'); // unique local
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6'); // link-local
FORBIDDEN.addSubnet('ff00::', 8, 'ipv6');

/**
 * Whether an address is refused. An IPv6 address that reaches an IPv4 one (IPv4-mapped, NAT64:
 * `embedded-ipv4.ts`) is refused when that IPv4 address would be, or one of them could be.
 */
export function isForbiddenAddress(address: string): boolean {
  const embedded = embeddedIPv4(address);
  if (embedded.some((ipv4) => FORBIDDEN.check(ipv4, 'ipv4'))) return true;
  const family = net.isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class ForbiddenHostError extends Error {}
export class UnresolvableHostError extends Error {}

/**
 * Resolves a mail server's name once (through the product's resolver, `dns/resolver.ts`) and returns the address to connect to, refusing names that
 * resolve (even partly) to a forbidden address unless private hosts are allowed. The caller connects
 * to the returned address, so a second, different DNS answer cannot slip past the check.
 */
export async function resolveMailHost(host: string, allowPrivate: boolean): Promise<string> {
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await sharedDns().addresses(host);
    } catch {
      throw new UnresolvableHostError(host);
    }
  }
  if (addresses.length === 0) throw new UnresolvableHostError(host);
  if (!allowPrivate && addresses.some(isForbiddenAddress)) throw new ForbiddenHostError(host);
  return addresses[0];
}
