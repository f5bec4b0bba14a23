/**
 * The variant letter of each recipient a burst renders (campaign README "Experiments"): kept once
 * given. A recipient without one is given it at its first message: an even split of the campaign's
 * letters drawn from its id, or, with auto-pick and a winner, the winner. A recipient already sent
 * a message without a letter (before variants existed) keeps A, so a thread never mixes letters.
 */
import type { DataSource } from 'typeorm';
import { seededLetter } from '../../message/variants';
import { assignLetters, selectLetterFigures, selectLetterStates, storePick } from './queries';
import { pickWinner } from './variant-test';

/** Records the letter each send went with (`send.variant`), for the send path. */
export { recordSendLetters } from './queries';

/**
 * How long a campaign whose test named no winner is not tested again by this process: the test
 * reads all the campaign's sends, and a winner found a few minutes later changes little.
 */
export const AUTO_PICK_RECHECK_MS = 5 * 60_000;
const testedWithoutWinner = new Map<string, number>();

/** The winner auto-pick gives new recipients, stored once found; null while there is none. */
async function autoPick(
  db: DataSource,
  campaignId: string,
  workspaceId: string,
): Promise<string | null> {
  const tested = testedWithoutWinner.get(campaignId);
  if (tested !== undefined && Date.now() - tested < AUTO_PICK_RECHECK_MS) return null;
  const { winner } = pickWinner(await selectLetterFigures(db, campaignId, workspaceId));
  if (winner === null) {
    testedWithoutWinner.set(campaignId, Date.now());
    return null;
  }
  testedWithoutWinner.delete(campaignId);
  return storePick(db, campaignId, winner);
}

/**
 * Recipients' letters by id; `first` tells those whose message now is their first. Two statements
 * when everyone has a letter, one more to give the others theirs (and auto-pick's test, once per
 * campaign of the burst that has it on and no winner yet).
 */
export async function recipientLetters(
  db: DataSource,
  recipients: { id: string; first: boolean; workspaceId: string }[],
): Promise<Map<string, string>> {
  const letters = new Map<string, string>();
  if (recipients.length === 0) return letters;
  const states = await selectLetterStates(db, [...new Set(recipients.map((r) => r.id))]);
  const first = new Map(recipients.map((r) => [r.id, r]));
  const picks = new Map<string, string | null>();
  const toGive: { id: string; letter: string }[] = [];
  for (const state of states) {
    if (state.variant !== null) {
      letters.set(state.id, state.variant);
      continue;
    }
    // A campaign without variants gives nothing to keep: its recipients are A (NULL stands for
    // A), and one whose first message went before variants were added stays A (not its first).
    if (state.letters <= 1) {
      letters.set(state.id, 'A');
      continue;
    }
    const recipient = first.get(state.id);
    let letter: string = recipient?.first ? seededLetter(state.id, state.letters) : 'A';
    if (recipient?.first && state.auto_pick) {
      if (!picks.has(state.campaign_id))
        picks.set(
          state.campaign_id,
          state.pick ?? (await autoPick(db, state.campaign_id, recipient.workspaceId)),
        );
      letter = picks.get(state.campaign_id) ?? letter;
    }
    toGive.push({ id: state.id, letter });
  }
  if (toGive.length > 0) {
    toGive.sort((a, b) => a.id.localeCompare(b.id));
    for (const [id, letter] of await assignLetters(db, toGive)) letters.set(id, letter);
  }
  return letters;
}
