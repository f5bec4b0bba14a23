import net from 'node:net';

/** The 16 bytes of an IPv6 address (one that `net.isIPv6` accepts, dotted tail included). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, ''); // a zone id names an interface, not an address
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[2].split('.').map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const startsWith = (bytes: number[], prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const dottedQuad = (bytes: number[]) => bytes.join('.');

/** `::ffff:0:0/96`, IPv4-mapped. */
const MAPPED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
/** `64:ff9b::/96`, the well-known NAT64 prefix (RFC 6052). */
const NAT64_WELL_KNOWN = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
/** `64:ff9b:1::/48`, local-use NAT64 (RFC 8215), split by each network into longer prefixes. */
const NAT64_LOCAL_USE = [0, 0x64, 0xff, 0x9b, 0, 1];

/**
 * The IPv4 addresses an IPv6 address reaches through a translator: the one an IPv4-mapped or a
 * well-known NAT64 address embeds, and for a local-use NAT64 address every IPv4 address it could
 * embed (RFC 6052 places it after a /48, /56, /64 or /96 prefix, and which one a network uses is
 * not known from outside). Empty for any other address.
 */
export function embeddedIPv4(address: string): string[] {
  if (!net.isIPv6(address)) return [];
  const b = ipv6Bytes(address);
  if (startsWith(b, MAPPED) || startsWith(b, NAT64_WELL_KNOWN)) return [dottedQuad(b.slice(12))];
  if (!startsWith(b, NAT64_LOCAL_USE)) return [];
  return [
    dottedQuad([b[6], b[7], b[9], b[10]]), // /48
    dottedQuad([b[7], b[9], b[10], b[11]]), // /56
    dottedQuad(b.slice(9, 13)), // /64
    dottedQuad(b.slice(12)), // /96
  ];
}
