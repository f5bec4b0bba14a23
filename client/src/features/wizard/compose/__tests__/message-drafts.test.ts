import { buildCampaign, buildStep } from './factories';
import { type ComposeValues, hasChanges, newFollowUp, valuesFromCampaign } from '../message-drafts';

const SAVED = buildCampaign({ steps: [buildStep(1), buildStep(2, { delay: 7 })] });

function edit(values: ComposeValues, index: number, patch: Partial<ComposeValues['messages'][0]>) {
  return {
    ...values,
    messages: values.messages.map((message, at) =>
      at === index ? { ...message, ...patch } : message,
    ),
  };
}

describe('hasChanges', () => {
  const saved = valuesFromCampaign(SAVED);

  it('sees no change in the saved messages, nor in a delay written another way', () => {
    expect(hasChanges(saved, valuesFromCampaign(SAVED))).toBe(false);
    expect(hasChanges(saved, edit(saved, 1, { delay: '07' }))).toBe(false);
    expect(hasChanges(saved, edit(saved, 1, { delay: ' 7 ' }))).toBe(false);
  });

  it('sees a changed subject, delay, body type, order or number of messages', () => {
    expect(hasChanges(saved, edit(saved, 0, { subject: 'Other' }))).toBe(true);
    expect(hasChanges(saved, edit(saved, 1, { delay: '' }))).toBe(true);
    expect(hasChanges(saved, edit(saved, 1, { delay: '8' }))).toBe(true);
    expect(hasChanges(saved, { ...saved, mimeType: 'text/plain' })).toBe(true);
    expect(hasChanges(saved, { ...saved, messages: [...saved.messages].reverse() })).toBe(true);
    expect(
      hasChanges(saved, { ...saved, messages: [...saved.messages, newFollowUp().message] }),
    ).toBe(true);
    expect(hasChanges(saved, { ...saved, messages: saved.messages.slice(0, 1) })).toBe(true);
  });
});
