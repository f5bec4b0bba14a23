import { leadConditions, leadRulesHold, type StoredLeadRules } from '../lead-rules';

const counting =
  (counts: Record<string, number>) =>
  (type: string): number =>
    counts[type] ?? 0;

describe('lead rules', () => {
  it('keeps only conditions on replies, opens and clicks with a positive count', () => {
    const rules = {
      conditions: [
        { type: 'open', event_count: 2 },
        { type: 'click', event_count: 0 },
        { type: 'bounce', event_count: 1 },
        { type: 'reply', event_count: 1 },
      ],
    } as StoredLeadRules;
    expect(leadConditions(rules)).toEqual([
      { type: 'open', event_count: 2 },
      { type: 'reply', event_count: 1 },
    ]);
    expect(leadConditions(null)).toEqual([]);
    expect(leadConditions({})).toEqual([]);
  });

  it('holds for `or` when any condition reaches its count, for `and` only when all do', () => {
    const conditions = [
      { type: 'open' as const, event_count: 3 },
      { type: 'click' as const, event_count: 1 },
    ];
    const or: StoredLeadRules = { clause: 'or', conditions };
    const and: StoredLeadRules = { clause: 'and', conditions };
    expect(leadRulesHold(or, conditions, counting({ open: 2 }))).toBe(false);
    expect(leadRulesHold(or, conditions, counting({ click: 1 }))).toBe(true);
    expect(leadRulesHold(or, conditions, counting({ open: 3 }))).toBe(true);
    expect(leadRulesHold(and, conditions, counting({ open: 3 }))).toBe(false);
    expect(leadRulesHold(and, conditions, counting({ open: 4, click: 1 }))).toBe(true);
    // Without a clause the rules read as `or`.
    expect(leadRulesHold({ conditions }, conditions, counting({ click: 2 }))).toBe(true);
  });
});
