import crypto from 'node:crypto';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildUser,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { EventInput, EventType, RecordResult } from '../event-recorder';
import { referenceRecord } from './reference-recorder';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A small deterministic generator, so that a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

const RECIPIENTS = 6;
const STEPS = 3;

/** A started campaign with RECIPIENTS recipients, STEPS steps, `leadSettings` and a lead owner. */
async function campaign(leadSettings: object | null) {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const owner = await buildUser(db, { workspace });
  const account = await buildMailAccount(db, {
    workspaceId: workspace.id,
    email: `sales@batch-${workspace.id.slice(0, 8)}.test`,
  });
  const contacts = [];
  for (let i = 0; i < RECIPIENTS; i += 1)
    contacts.push(await buildContact(db, { workspaceId: workspace.id }));
  const list = await buildContactList(db, {
    workspaceId: workspace.id,
    contactIds: contacts.map((contact) => contact.id),
  });
  const built = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: STEPS,
    listIds: [list.id],
  });
  if (leadSettings)
    await db.query(`UPDATE campaign SET lead_settings = $2 WHERE id = $1`, [
      built.id,
      { ...leadSettings, assigned_to: owner.email },
    ]);
  // Recipients in contact order: position i is the i-th contact of both campaigns.
  const recipients: { id: string }[] = await db.query(
    `SELECT r.id FROM campaign_recipient r WHERE r.campaign_id = $1
      ORDER BY array_position($2::uuid[], r.contact_id)`,
    [built.id, contacts.map((contact) => contact.id)],
  );
  const steps: { id: string }[] = await db.query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [built.id],
  );
  return {
    id: built.id,
    ownerId: owner.id,
    recipients: recipients.map((r) => r.id),
    steps: steps.map((s) => s.id),
  };
}

type Campaign = Awaited<ReturnType<typeof campaign>>;

/** An event named by positions, turned into an input for one campaign or the other. */
interface Spec {
  type: EventType;
  /** Recipient position, or -1 for a recipient that does not exist. */
  recipient: number;
  /** Step position, or -1 for none. */
  step: number;
  flagged: boolean;
}

/** Mostly opens and clicks, as in tracking; events that stop a recipient are rarer. */
const TYPES: EventType[] = ['open', 'open', 'open', 'click', 'click', 'sent', 'auto_reply'];
const STOPPING: EventType[] = ['reply', 'reply', 'bounce', 'unsubscribe', 'lead'];

function sequence(rng: ReturnType<typeof random>, length: number): Spec[] {
  return Array.from({ length }, () => ({
    type: rng.next() < 0.1 ? rng.pick(STOPPING) : rng.pick(TYPES),
    recipient: rng.next() < 0.03 ? -1 : rng.int(RECIPIENTS),
    step: rng.next() < 0.2 ? -1 : rng.int(STEPS),
    flagged: rng.next() < 0.2,
  }));
}

const missing = crypto.randomUUID();
function inputOf(spec: Spec, target: Campaign, index: number): EventInput {
  return {
    type: spec.type,
    recipientId: spec.recipient < 0 ? missing : target.recipients[spec.recipient],
    stepId: spec.step < 0 ? null : target.steps[spec.step],
    flagged: spec.flagged,
    meta: { n: index, note: `"quoted" \\ {braces}` },
    at: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
  };
}

/** Everything an event changes, with ids replaced by positions so two campaigns compare. */
async function outcome(target: Campaign) {
  const db = t.database.db;
  const position = (id: string | null, ids: string[]) => (id === null ? null : ids.indexOf(id));
  const [campaignCounter] = await db.query(
    `SELECT sent, open, click, reply, bounce, unsubscribe, lead FROM campaign_counter
      WHERE campaign_id = $1`,
    [target.id],
  );
  const stepCounters = await db.query(
    `SELECT s.position, k.sent, k.open, k.click, k.reply, k.bounce, k.unsubscribe, k.lead
       FROM step_counter k JOIN step s ON s.id = k.step_id WHERE k.campaign_id = $1
      ORDER BY s.position`,
    [target.id],
  );
  const recipients: {
    id: string;
    state: string;
    stopped: boolean;
    contact_status: string;
    unsubscribed: boolean;
    activity: Record<string, number> | null;
  }[] = await db.query(
    `SELECT r.id, r.state, r.next_send_at IS NULL AS stopped, ct.status AS contact_status,
            EXISTS (SELECT 1 FROM unsubscribe u WHERE u.workspace_id = r.workspace_id
                       AND u.email = ct.email) AS unsubscribed,
            (SELECT jsonb_build_object('sent', a.sent_count, 'opened', a.opened_count,
                      'clicked', a.clicked_count, 'replied', a.replied_count, 'lead', a.lead_count,
                      'engaged', a.engaged_count)
               FROM contact_activity a WHERE a.contact_id = r.contact_id) AS activity
       FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1`,
    [target.id],
  );
  const events: {
    type: string;
    flagged: boolean;
    step_id: string | null;
    recipient_id: string;
    meta: Record<string, unknown>;
    created_at: Date;
    lead_matches: boolean | null;
  }[] = await db.query(
    `SELECT e.type, e.flagged, e.step_id, e.recipient_id, e.meta, e.created_at,
            CASE WHEN e.meta ? 'leadId' THEN l.id::text = e.meta->>'leadId' END AS lead_matches
       FROM email_event e LEFT JOIN lead l ON l.recipient_id = e.recipient_id
      WHERE e.campaign_id = $1 ORDER BY e.id`,
    [target.id],
  );
  const leads: { recipient_id: string; status: string; assigned_to: string | null }[] =
    await db.query(`SELECT recipient_id, status, assigned_to FROM lead WHERE campaign_id = $1`, [
      target.id,
    ]);
  return {
    campaignCounter,
    stepCounters,
    recipients: recipients
      .map(({ id, ...rest }) => ({ position: position(id, target.recipients), ...rest }))
      .sort((a, b) => a.position! - b.position!),
    events: events.map(({ step_id, recipient_id, meta, created_at, ...rest }) => ({
      ...rest,
      step: position(step_id, target.steps),
      recipient: position(recipient_id, target.recipients),
      // A lead event names its lead; the rest carry what the input said.
      meta: 'leadId' in meta ? 'lead' : meta,
      at: 'leadId' in meta ? 'now' : created_at.toISOString(),
    })),
    leads: leads
      .map((lead) => ({
        recipient: position(lead.recipient_id, target.recipients),
        status: lead.status,
        assignedToOwner: lead.assigned_to === target.ownerId,
      }))
      .sort((a, b) => a.recipient! - b.recipient!),
  };
}

const LEAD_SETTINGS: (object | null)[] = [
  null,
  { clause: 'or', conditions: [] },
  {
    clause: 'or',
    conditions: [
      { type: 'open', event_count: 3 },
      { type: 'click', event_count: 2 },
    ],
  },
  {
    clause: 'and',
    conditions: [
      { type: 'open', event_count: 2 },
      { type: 'click', event_count: 1 },
      { type: 'reply', event_count: 1 },
    ],
  },
  { clause: 'and', conditions: [{ type: 'click', event_count: 3 }] },
];

describe('recordBatch', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'has the outcome of the plain rules applied one event at a time (seed %i)',
    async (seed) => {
      const rng = random(seed);
      const leadSettings = LEAD_SETTINGS[seed % LEAD_SETTINGS.length];
      const single = await campaign(leadSettings);
      const batched = await campaign(leadSettings);
      const db = t.database.db;
      const events = t.services.events;
      const reference = (input: EventInput) => db.transaction((tx) => referenceRecord(tx, input));
      // Some history first, recorded one by one in both, then the sequence under test.
      const history = sequence(rng, 6);
      for (const [i, spec] of history.entries()) {
        await reference(inputOf(spec, single, i));
        await events.record(inputOf(spec, batched, i));
      }
      const specs = sequence(rng, 90);
      const one: RecordResult[] = [];
      for (const [i, spec] of specs.entries())
        one.push(await reference(inputOf(spec, single, history.length + i)));
      const many: RecordResult[] = [];
      for (let start = 0; start < specs.length;) {
        const size = 1 + rng.int(25);
        const chunk = specs
          .slice(start, start + size)
          .map((spec, i) => inputOf(spec, batched, history.length + start + i));
        many.push(...(await db.transaction((tx) => events.recordBatch(tx, chunk))));
        start += size;
      }

      const counted = (results: RecordResult[]) =>
        results.map((result) => (result ? result.counted : null));
      expect(counted(many)).toEqual(counted(one));
      const ids = many.filter((result) => result !== null).map((result) => BigInt(result!.id));
      expect(new Set(ids).size).toBe(ids.length);
      const [expected, actual] = [await outcome(single), await outcome(batched)];
      expect(actual).toEqual(expected);
      // The sequences are rich enough to exercise what they compare.
      expect(expected.events.length).toBeGreaterThan(80);
      expect(expected.campaignCounter.open).toBeGreaterThan(0);
    },
  );

  it('answers each input with its own event id, and null for a missing recipient', async () => {
    const target = await campaign(null);
    const db = t.database.db;
    const inputs: EventInput[] = [
      { type: 'open', recipientId: target.recipients[1], stepId: target.steps[0] },
      { type: 'click', recipientId: crypto.randomUUID() },
      { type: 'open', recipientId: target.recipients[0], stepId: target.steps[0] },
      { type: 'open', recipientId: target.recipients[1], stepId: target.steps[1], flagged: true },
      { type: 'open', recipientId: target.recipients[1], stepId: target.steps[1] },
    ];
    const results = await db.transaction((tx) => t.services.events.recordBatch(tx, inputs));
    expect(results.map((result) => result?.counted ?? null)).toEqual([
      true,
      null,
      true,
      false,
      false,
    ]);
    for (const [i, result] of results.entries()) {
      if (!result) continue;
      const [row] = await db.query(
        `SELECT type, recipient_id, step_id, flagged FROM email_event WHERE id = $1`,
        [result.id],
      );
      expect(row).toEqual({
        type: inputs[i].type,
        recipient_id: inputs[i].recipientId,
        step_id: inputs[i].stepId,
        flagged: inputs[i].flagged ?? false,
      });
    }
    expect(await db.transaction((tx) => t.services.events.recordBatch(tx, []))).toEqual([]);
  });
});
