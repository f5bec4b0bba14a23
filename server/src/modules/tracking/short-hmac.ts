/**
 * HMAC-SHA256 (RFC 2104, FIPS 180-4) of short messages under one key, for checking tracking
 * tokens. The key's inner and outer blocks are hashed once, when the key is given; a message of at
 * most 55 bytes then fits one block, so each MAC is two SHA-256 compressions in plain JS. That is
 * the same value as `createHmac('sha256', key).update(message).digest()` (the tests compare them
 * and check RFC 4231's vectors) at about a third of its cost, and with no Hmac object per call: a
 * flood of forged tokens costs one MAC each. No branch or table index depends on the key or the
 * message, so the time taken says nothing about either.
 */

/** The largest message that fits the inner hash's one block (with the 0x80 byte and the length). */
export const SHORT_MESSAGE_BYTES = 55;
const BLOCK_BYTES = 64;

// prettier-ignore
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
// prettier-ignore
const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The message schedule, reused by every compression (all of this runs synchronously). */
const schedule = new Int32Array(64);

/** SHA-256's compression of one 16-word block from `state` into `out` (which may be `state`). */
function compress(state: Int32Array, block: Int32Array, out: Int32Array): void {
  const w = schedule;
  for (let i = 0; i < 16; i += 1) w[i] = block[i];
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15];
    const b = w[i - 2];
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (state[0] + a) | 0;
  out[1] = (state[1] + b) | 0;
  out[2] = (state[2] + c) | 0;
  out[3] = (state[3] + d) | 0;
  out[4] = (state[4] + e) | 0;
  out[5] = (state[5] + f) | 0;
  out[6] = (state[6] + g) | 0;
  out[7] = (state[7] + h) | 0;
}

/** HMAC-SHA256 under one key of at most 64 bytes, of messages of at most 55 bytes. */
export class ShortHmacSha256 {
  private readonly inner = new Int32Array(8);
  private readonly outer = new Int32Array(8);
  private readonly bytes = Buffer.alloc(BLOCK_BYTES);
  private readonly block = new Int32Array(16);
  private readonly middle = new Int32Array(8);

  constructor(key: Buffer) {
    // A longer key would be hashed first (RFC 2104); the tracking keys are 32 bytes.
    if (key.length > BLOCK_BYTES) throw new RangeError('HMAC key longer than 64 bytes');
    for (let i = 0; i < BLOCK_BYTES; i += 1) this.bytes[i] = (key[i] ?? 0) ^ 0x36;
    compress(INITIAL, this.wordsOfBytes(), this.inner);
    for (let i = 0; i < BLOCK_BYTES; i += 1) this.bytes[i] = (key[i] ?? 0) ^ 0x5c;
    compress(INITIAL, this.wordsOfBytes(), this.outer);
    this.bytes.fill(0);
  }

  /** The 32-byte MAC of `message` (at most 55 bytes). */
  of(message: Buffer): Buffer {
    const words = this.digest(message);
    const mac = Buffer.allocUnsafe(32);
    for (let i = 0; i < 8; i += 1) mac.writeInt32BE(words[i], i * 4);
    return mac;
  }

  /**
   * Whether `mac` is the start of the MAC of `message` (a multiple of 4 bytes, at most 32),
   * compared in constant time: every word is compared whatever the first difference.
   */
  matches(message: Buffer, mac: Buffer): boolean {
    if (mac.length % 4 !== 0 || mac.length > 32) throw new RangeError('MAC of 4 to 32 bytes');
    const words = this.digest(message);
    let difference = 0;
    for (let i = 0; i < mac.length / 4; i += 1) difference |= words[i] ^ mac.readInt32BE(i * 4);
    return difference === 0 && mac.length > 0;
  }

  /** The MAC of `message` as 8 words (valid until the next call). */
  private digest(message: Buffer): Int32Array {
    if (message.length > SHORT_MESSAGE_BYTES) throw new RangeError('message longer than 55 bytes');
    // Inner: the key's inner block, then the message, 0x80, zeros and the length in bits.
    const bytes = this.bytes;
    bytes.fill(0);
    message.copy(bytes, 0);
    bytes[message.length] = 0x80;
    bytes.writeUInt32BE((BLOCK_BYTES + message.length) * 8, 60);
    compress(this.inner, this.wordsOfBytes(), this.middle);
    // Outer: the key's outer block, then the inner hash (8 words), 0x80, zeros and 768 bits.
    const block = this.block;
    for (let i = 0; i < 8; i += 1) block[i] = this.middle[i];
    block[8] = 0x80000000 | 0;
    for (let i = 9; i < 15; i += 1) block[i] = 0;
    block[15] = (BLOCK_BYTES + 32) * 8;
    compress(this.outer, block, this.middle);
    return this.middle;
  }

  /** The 64 bytes of `bytes` as 16 big-endian words, in `block`. */
  private wordsOfBytes(): Int32Array {
    for (let i = 0; i < 16; i += 1) this.block[i] = this.bytes.readInt32BE(i * 4);
    return this.block;
  }
}
