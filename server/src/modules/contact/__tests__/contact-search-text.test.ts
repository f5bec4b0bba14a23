import { EMAIL_MAX_LENGTH } from '@outbound/common';
import { isCommonText, planTextSearch } from '../contact-search-text';

/** 100 addresses: every one at "company…", one in ten "person…42…". */
const sample = Array.from(
  { length: 100 },
  (_, i) => `${i % 10 === 0 ? `person${i}42` : `lead${i}`}@company${i % 7}.com`,
);

describe('planning a search by part of the address', () => {
  it('asks the trigram index for the rarest parts of the text only', () => {
    expect(planTextSearch('Person1042@', sample)).toEqual({
      pattern: '%Person1042@%',
      indexed: ['%on1%', '%n10%', '%104%'],
      beatsFilter: true,
    });
    // Two parts, and the others of at most 1 % of the sample, up to 4.
    expect(planTextSearch('lead12x@company5', sample).indexed).toEqual(['%12x%', '%d12%']);
    expect(planTextSearch('zzzzyyxxww', sample).indexed).toEqual([
      '%zzz%',
      '%zzy%',
      '%zyy%',
      '%yyx%',
    ]);
  });

  it('walks the contacts when every part of the text is common', () => {
    expect(planTextSearch('company', sample)).toEqual({
      pattern: '%company%',
      indexed: [],
      beatsFilter: false,
    });
  });

  it('ignores parts that are not a trigram', () => {
    expect(planTextSearch('zq', sample).indexed).toEqual([]);
    expect(planTextSearch('q.z-w', sample).indexed).toEqual([]);
  });

  it('finds a text without a trigram by its rare pair of ASCII letters or digits', () => {
    expect(planTextSearch('ZQ', sample)).toEqual({
      pattern: '%ZQ%',
      indexed: [],
      pairPattern: '(^|[\\x01-\\x7f])zq',
      beatsFilter: true,
    });
    // "42" is in a tenth of the sample: rare, but not enough to beat a filter.
    expect(planTextSearch('.42', sample)).toMatchObject({
      pairPattern: '(^|[\\x01-\\x7f])42',
      beatsFilter: false,
    });
  });

  it('walks the contacts for a common pair, or a text with no pair of ASCII letters or digits', () => {
    expect(planTextSearch('co', sample)).toEqual({
      pattern: '%co%',
      indexed: [],
      beatsFilter: false,
    });
    expect(planTextSearch('q.z-w', sample).pairPattern).toBeUndefined();
    expect(planTextSearch('é1', sample).pairPattern).toBeUndefined();
  });

  it('escapes the parts and the text for LIKE', () => {
    expect(planTextSearch('a_zz%', sample)).toMatchObject({ pattern: '%a\\_zz\\%%', indexed: [] });
    expect(planTextSearch('zzz_', sample)).toMatchObject({
      pattern: '%zzz\\_%',
      indexed: ['%zzz%'],
    });
  });

  it('leaves a filter its own index unless a part of the text is held by 1 % of the sample', () => {
    expect(planTextSearch('son2042', sample)).toMatchObject({ beatsFilter: true });
    expect(planTextSearch('ead1', sample)).toMatchObject({
      indexed: ['%ad1%'],
      beatsFilter: false,
    });
  });

  it('looks at no more of the text than an address can hold', () => {
    const text = `${'q'.repeat(EMAIL_MAX_LENGTH)}xyz`;
    expect(planTextSearch(text, sample).indexed).toEqual(['%qqq%']);
  });

  it('calls a text common when 2 % of the sample holds all of it, whatever its case', () => {
    expect(isCommonText('Company6', sample)).toBe(true); // 14 in 100
    expect(isCommonText('person1042', sample)).toBe(false); // 1
    expect(isCommonText('lead11@', sample)).toBe(false); // 1
    expect(isCommonText('4', sample)).toBe(true);
  });
});
