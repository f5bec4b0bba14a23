import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';

type PendingTabProps = { tab: keyof typeof CAMPAIGN_DETAIL_TEXTS.pendingTab };

/** A tab whose body is not built yet: it says what it will show, with nothing to click. */
export function PendingTab({ tab }: PendingTabProps) {
  return (
    <section className="card" aria-label="Tab content">
      <p className="notice">{CAMPAIGN_DETAIL_TEXTS.pendingTab[tab]}</p>
    </section>
  );
}
