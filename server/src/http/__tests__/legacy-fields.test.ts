import { legacy, legacyEach } from '../legacy-fields';

interface Command {
  campaignId: string;
  rules: { eventCount: number }[];
}

const command = legacy<Command>({
  campaignId: ['campaign_id', 'campaignID'],
  rules: { from: ['rules'], map: legacyEach(legacy({ eventCount: ['event_count'] })) },
});

it('takes the first name that holds a value, as `a ?? b` does', () => {
  expect(command({ campaign_id: 'a', campaignID: 'b' })).toEqual({ campaignId: 'a' });
  expect(command({ campaign_id: null, campaignID: 'b' })).toEqual({ campaignId: 'b' });
  expect(command({ campaignID: null })).toEqual({ campaignId: null });
  expect(command({ campaign_id: null })).toEqual({});
});

it('keeps only the declared fields, mapping nested lists item by item', () => {
  expect(
    command({ campaignId: 'x', rules: [{ event_count: 2, eventCount: 9 }, 'odd'], other: 1 }),
  ).toEqual({ rules: [{ eventCount: 2 }, 'odd'] });
  expect(command({ rules: 'none' })).toEqual({ rules: 'none' });
});

it('lets a body that is not an object through unchanged, to fail validation as before', () => {
  for (const body of [undefined, null, 'text', 3, ['campaign_id']]) {
    expect(command(body)).toBe(body);
  }
});
