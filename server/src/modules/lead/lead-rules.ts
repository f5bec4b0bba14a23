/**
 * The lead rules of a campaign (spec 01 §3 Lead settings), as stored in `campaign.lead_settings`:
 * each condition is "at least event_count events of its type from this recipient"; `and` needs
 * all of them, `or` any. The event recorder evaluates them on every reply, open and click.
 */
export interface StoredLeadRules {
  assigned_to?: string | null;
  clause?: 'and' | 'or';
  conditions?: LeadCondition[];
}

export interface LeadCondition {
  type: 'reply' | 'open' | 'click';
  event_count: number;
}

/** Event types the lead rules count; each of them (unflagged) makes the rules be evaluated. */
export const ENGAGEMENT: ReadonlySet<string> = new Set(['reply', 'open', 'click']);

/** The campaign's usable lead conditions: an engagement type and a positive count. */
export function leadConditions(rules: StoredLeadRules | null): LeadCondition[] {
  return (rules?.conditions ?? []).filter(
    (condition) => ENGAGEMENT.has(condition.type) && condition.event_count > 0,
  );
}

/** Whether `conditions` (from `leadConditions`) hold for a recipient with these event counts. */
export function leadRulesHold(
  rules: StoredLeadRules | null,
  conditions: LeadCondition[],
  countOf: (type: string) => number,
): boolean {
  const met = conditions.map((condition) => countOf(condition.type) >= condition.event_count);
  return rules?.clause === 'and' ? met.every(Boolean) : met.some(Boolean);
}
