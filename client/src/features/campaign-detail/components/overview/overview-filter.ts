/** The campaign and the chosen list (null: all lists) that every Overview figure follows. */
export type OverviewFilter = { campaignId: string; listId: string | null };
