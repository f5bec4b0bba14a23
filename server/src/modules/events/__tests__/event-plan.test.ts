import { planEvents, planLeads, questionsFor } from '../event-plan';
import type { EventInput, Known, RecipientRow } from '../event-types';
import type { StoredLeadRules } from '../../lead/lead-rules';

const STEP_1 = '00000000-0000-4000-8000-0000000000a1';
const STEP_2 = '00000000-0000-4000-8000-0000000000a2';
const NOW = new Date('2026-03-08T06:59:59.999Z');

function recipient(n: number, overrides: Partial<RecipientRow> = {}): RecipientRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    workspace_id: '00000000-0000-4000-8000-0000000000f0',
    campaign_id: '00000000-0000-4000-8000-0000000000c0',
    contact_id: `00000000-0000-4000-8000-0000000000b${n}`,
    list_id: '00000000-0000-4000-8000-0000000000d0',
    mail_account_id: '00000000-0000-4000-8000-0000000000e0',
    state: 'active',
    email: `r${n}@client.test`,
    sender_domain: 'sales.test',
    lead_settings: null,
    has_lead: false,
    now: NOW,
    ...overrides,
  };
}

/** What the database holds: nothing seen unless said. */
function knownOf(rows: RecipientRow[], seen: Partial<Omit<Known, 'row'>>[] = []) {
  return new Map(
    rows.map((row, i) => [
      row.id,
      {
        row,
        seenTypes: seen[i]?.seenTypes ?? new Set<string>(),
        seenSteps: seen[i]?.seenSteps ?? new Set<string>(),
        counts: seen[i]?.counts ?? new Map<string, number>(),
      },
    ]),
  );
}

describe('planEvents', () => {
  it('counts each recipient once per type for the campaign and once per step', () => {
    const a = recipient(1);
    const b = recipient(2);
    const inputs: EventInput[] = [
      { type: 'open', recipientId: a.id, stepId: STEP_1 },
      { type: 'open', recipientId: a.id, stepId: STEP_1 },
      { type: 'open', recipientId: a.id, stepId: STEP_2 },
      { type: 'open', recipientId: b.id, stepId: STEP_1, flagged: true },
      { type: 'auto_reply', recipientId: b.id },
      { type: 'open', recipientId: '00000000-0000-4000-8000-0000000000ee' },
    ];
    const plan = planEvents(inputs, knownOf([a, b]), new Map(), NOW);
    expect(plan.counted).toEqual([true, false, false, false, false, false]);
    expect(plan.events.map((event) => event.input)).toEqual([0, 1, 2, 3, 4]);
    expect(plan.campaignCounts.get(a.campaign_id)).toEqual(new Map([['open', 1]]));
    expect(plan.stepCounts.get(STEP_1)).toEqual(new Map([['open', 1]]));
    expect(plan.stepCounts.get(STEP_2)).toEqual(new Map([['open', 1]]));
    expect(plan.activity.get(a.contact_id)?.counts).toEqual(new Map([['opened_count', 1]]));
    expect(plan.activity.has(b.contact_id)).toBe(false);
    expect(plan.stopped).toEqual([]);
  });

  it('counts nothing already seen in the database', () => {
    const a = recipient(1);
    const known = knownOf([a], [{ seenTypes: new Set(['open']), seenSteps: new Set() }]);
    const plan = planEvents(
      [{ type: 'open', recipientId: a.id, stepId: STEP_1 }],
      known,
      new Map(),
      NOW,
    );
    expect(plan.counted).toEqual([false]);
    expect(plan.campaignCounts.size).toBe(0);
    expect(plan.stepCounts.get(STEP_1)).toEqual(new Map([['open', 1]]));
    // The plan leaves what it was given as it was.
    expect(known.get(a.id)!.seenSteps.size).toBe(0);
  });

  it('stops sequences without undoing a stronger outcome; a bounce and an unsubscribe flag the contact', () => {
    const replied = recipient(1, { state: 'replied' });
    const lead = recipient(2, { state: 'lead' });
    const active = recipient(3);
    const plan = planEvents(
      [
        { type: 'bounce', recipientId: replied.id },
        { type: 'reply', recipientId: lead.id },
        { type: 'unsubscribe', recipientId: active.id },
        { type: 'bounce', recipientId: active.id },
      ],
      knownOf([replied, lead, active]),
      new Map(),
      NOW,
    );
    expect(plan.stopped).toEqual([
      { id: replied.id, state: 'bounced' },
      { id: active.id, state: 'unsubscribed' },
    ]);
    expect(plan.unsubscribes).toEqual([[active.workspace_id, active.email, 'sales.test']]);
    expect(plan.unsubscribedContacts).toEqual([active.contact_id]);
    expect(plan.bouncedContacts).toEqual([replied.contact_id, active.contact_id]);
  });

  it('records a created lead right after the input that made the rules hold, counted once', () => {
    const a = recipient(1);
    const plan = planEvents(
      [
        { type: 'click', recipientId: a.id },
        { type: 'click', recipientId: a.id },
        { type: 'open', recipientId: a.id },
      ],
      knownOf([a]),
      new Map([[a.id, { id: '42', after: 1 }]]),
      NOW,
    );
    expect(plan.events.map((event) => [event.type, event.input])).toEqual([
      ['click', 0],
      ['click', 1],
      ['lead', null],
      ['open', 2],
    ]);
    expect(plan.events[2].meta).toEqual({ leadId: '42' });
    expect(plan.campaignCounts.get(a.campaign_id)?.get('lead')).toBe(1);
    expect(plan.activity.get(a.contact_id)?.counts.get('lead_count')).toBe(1);
    expect(plan.stopped).toEqual([{ id: a.id, state: 'lead' }]);
  });
});

describe('planLeads and questionsFor', () => {
  const rules: StoredLeadRules = {
    clause: 'and',
    conditions: [
      { type: 'open', event_count: 2 },
      { type: 'click', event_count: 1 },
    ],
  };

  it('finds the input after which the rules first hold, counting what was already seen', () => {
    const a = recipient(1, { lead_settings: rules });
    const b = recipient(2, { lead_settings: rules });
    const inputs: EventInput[] = [
      { type: 'open', recipientId: a.id },
      { type: 'click', recipientId: b.id, flagged: true },
      { type: 'click', recipientId: a.id },
      { type: 'open', recipientId: a.id },
      { type: 'click', recipientId: b.id },
    ];
    const known = knownOf([a, b], [{}, { counts: new Map([['open', 2]]) }]);
    expect(planLeads(inputs, known)).toEqual(
      new Map([
        [a.id, 3],
        [b.id, 4],
      ]),
    );
  });

  it('asks no lead question for a recipient that has a lead or whose events are flagged', () => {
    const withLead = recipient(1, { lead_settings: rules, has_lead: true });
    const flagged = recipient(2, { lead_settings: rules });
    const open = recipient(3, { lead_settings: rules });
    const known = knownOf([withLead, flagged, open]);
    const inputs: EventInput[] = [
      { type: 'open', recipientId: withLead.id, stepId: STEP_1 },
      { type: 'open', recipientId: flagged.id, flagged: true },
      { type: 'click', recipientId: open.id },
    ];
    expect(questionsFor(inputs, known)).toEqual([
      { recipient: withLead.id, type: 'open', step: STEP_1, cap: 1 },
      { recipient: open.id, type: 'click', step: null, cap: 1 },
      { recipient: open.id, type: 'open', step: null, cap: 2 },
    ]);
    expect(planLeads(inputs, known)).toEqual(new Map());
  });
  it('tallies the report counters: the feed, first events per list, first sends per quarter hour and mailbox day', () => {
    const a = recipient(1);
    const b = recipient(2, {
      list_id: '00000000-0000-4000-8000-0000000000d1',
      mail_account_id: null,
    });
    const late = new Date('2026-03-08T07:00:00.000Z');
    const plan = planEvents(
      [
        { type: 'sent', recipientId: a.id, stepId: STEP_1 },
        { type: 'open', recipientId: a.id, stepId: STEP_1 },
        { type: 'open', recipientId: a.id, stepId: STEP_1, at: late },
        { type: 'open', recipientId: a.id, flagged: true },
        { type: 'sent', recipientId: a.id, stepId: STEP_2, at: late },
        { type: 'bounce', recipientId: a.id, stepId: STEP_2, at: late },
        { type: 'sent', recipientId: b.id, stepId: STEP_1 },
      ],
      knownOf([a, b]),
      new Map(),
      NOW,
    );
    const rows = (tally: Map<string, { key: string[]; counts: Map<string, number> }>) =>
      [...tally.values()].map((row) => [row.key.join(' '), Object.fromEntries(row.counts)]);
    const [c, la, lb] = [a.campaign_id, a.list_id, b.list_id];
    expect(rows(plan.reports.lists)).toEqual([
      [`${c} ${la}`, { feed_events: 5, feed_sends: 2, sent: 1, open: 1, bounce: 1 }],
      [`${c} ${lb}`, { feed_events: 1, feed_sends: 1, sent: 1 }],
    ]);
    expect(rows(plan.reports.stepLists)).toEqual([
      [`${STEP_1} ${la} ${c}`, { sent: 1, open: 1 }],
      [`${STEP_2} ${la} ${c}`, { sent: 1, bounce: 1 }],
      [`${STEP_1} ${lb} ${c}`, { sent: 1 }],
    ]);
    // 06:59:59.999 is in the 06:45 quarter, 07:00 starts the next.
    expect(rows(plan.reports.timeline)).toEqual([
      [`${c} 2026-03-08T06:45:00.000Z ${la} ${STEP_1}`, { count: 1 }],
      [`${c} 2026-03-08T07:00:00.000Z ${la} ${STEP_2}`, { count: 1 }],
      [`${c} 2026-03-08T06:45:00.000Z ${lb} ${STEP_1}`, { count: 1 }],
    ]);
    // The quarter hour's shard comes from the campaign id (its first 8 hex digits, here 0).
    expect(rows(plan.reports.workspace)).toEqual([
      [`${a.workspace_id} 2026-03-08T06:45:00.000Z 0`, { sent: 2, messages: 2, open: 1 }],
      [`${a.workspace_id} 2026-03-08T07:00:00.000Z 0`, { messages: 1, bounce: 1 }],
    ]);
    // b's campaign lost its mailbox: no mailbox day for it.
    expect(rows(plan.reports.mailboxDays)).toEqual([
      [`${a.mail_account_id} 2026-03-08`, { messages: 2, bounce: 1 }],
    ]);
  });
});
