import type { ReactNode } from 'react';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import './tracked-figure.css';

type Tracking = { messageMimeType: string; trackOpen: boolean; trackClicks: boolean };

/** Plain-text messages carry no pixel and no rewritten links: nothing of them is tracked. */
const isPlainText = (campaign: Pick<Tracking, 'messageMimeType'>) =>
  campaign.messageMimeType === 'text/plain';

/** Whether the campaign's opens are counted (spec 01 §9: not for plain text or tracking off). */
export function opensTracked(campaign: Pick<Tracking, 'messageMimeType' | 'trackOpen'>): boolean {
  return !isPlainText(campaign) && campaign.trackOpen;
}

/** Whether the campaign's clicks are counted (spec 01 §9: not for plain text or tracking off). */
export function clicksTracked(
  campaign: Pick<Tracking, 'messageMimeType' | 'trackClicks'>,
): boolean {
  return !isPlainText(campaign) && campaign.trackClicks;
}

type TrackedFigureProps = {
  /** 'Opens' or 'Clicks': what is counted. */
  what: 'Opens' | 'Clicks';
  tracked: boolean;
  children: ReactNode;
};

/**
 * A figure of opens or clicks: shown as it is when tracked, otherwise dimmed as a dash that says
 * why (not a 0, which would read as "nobody opened").
 */
export function TrackedFigure({ what, tracked, children }: TrackedFigureProps) {
  if (tracked) return <>{children}</>;
  const why = CAMPAIGN_LIST_TEXTS.untracked(what);
  return (
    <span className="figure--untracked" title={why} aria-label={why}>
      –
    </span>
  );
}
