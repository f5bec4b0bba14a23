/**
 * The shape of follow-ups waiting, as the sending calendar's forecast takes them; they are read
 * per sender of a pool (`waiting-by-sender.ts`).
 */

/** Recipients of one campaign waiting for the same follow-up, due at the same instant. */
export interface FollowUpsWaiting {
  campaignId: string;
  position: number;
  dueAt: Date;
  count: number;
}
