import crypto from 'node:crypto';
import { SHORT_MESSAGE_BYTES, ShortHmacSha256 } from '../short-hmac';

describe('short HMAC-SHA256', () => {
  it("gives RFC 4231's values (test cases 1, 2 and 4)", () => {
    const cases = [
      {
        key: Buffer.alloc(20, 0x0b),
        data: Buffer.from('Hi There'),
        mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      },
      {
        key: Buffer.from('Jefe'),
        data: Buffer.from('what do ya want for nothing?'),
        mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      },
      {
        key: Buffer.from('0102030405060708090a0b0c0d0e0f10111213141516171819', 'hex'),
        data: Buffer.alloc(50, 0xcd),
        mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
      },
    ];
    for (const { key, data, mac } of cases) {
      expect(new ShortHmacSha256(key).of(data).toString('hex')).toBe(mac);
    }
  });

  it("gives node's createHmac value for any key and message length it takes", () => {
    for (let i = 0; i < 500; i += 1) {
      const key = crypto.randomBytes(crypto.randomInt(0, 65));
      const hmac = new ShortHmacSha256(key);
      // Each instance is used for several messages, of every length up to the limit.
      for (const length of [0, 1, 20, 54, 55, crypto.randomInt(0, SHORT_MESSAGE_BYTES + 1)]) {
        const message = crypto.randomBytes(length);
        const expected = crypto.createHmac('sha256', key).update(message).digest('hex');
        expect(hmac.of(message).toString('hex')).toBe(expected);
      }
    }
  });

  it('tells whether a MAC, or its start, is the one of a message', () => {
    const hmac = new ShortHmacSha256(crypto.randomBytes(32));
    const message = crypto.randomBytes(20);
    const mac = hmac.of(message);
    expect(hmac.matches(message, mac)).toBe(true);
    expect(hmac.matches(message, mac.subarray(0, 16))).toBe(true);
    for (let byte = 0; byte < 32; byte += 1) {
      const wrong = Buffer.from(mac);
      wrong[byte] ^= 1;
      expect(hmac.matches(message, wrong)).toBe(false);
    }
    const other = Buffer.from(message);
    other[19] ^= 0x80;
    expect(hmac.matches(other, mac.subarray(0, 16))).toBe(false);
    expect(hmac.matches(message, Buffer.alloc(0))).toBe(false);
    expect(() => hmac.matches(message, mac.subarray(0, 15))).toThrow(RangeError);
  });

  it('refuses a key or a message it would have to hash in more blocks', () => {
    expect(() => new ShortHmacSha256(Buffer.alloc(65))).toThrow(RangeError);
    expect(() => new ShortHmacSha256(Buffer.alloc(32)).of(Buffer.alloc(56))).toThrow(RangeError);
  });
});
