/** Who is calling: every service method that reads or writes workspace data takes this. */
export interface Caller {
  userId: string;
  workspaceId: string;
  sessionId: string;
}
