import { WIZARD_TABS, type WizardTab } from '@outbound/common';

/** The step menu's names of the wizard tabs (spec 01 §2). */
export const TAB_LABELS: Record<WizardTab, string> = {
  start: 'Start',
  'add-recipients': 'Recipients',
  compose: 'Compose',
  preview: 'Preview',
  options: 'Options',
  send: 'Send',
};

export function isWizardTab(value: string | undefined): value is WizardTab {
  return (WIZARD_TABS as readonly string[]).includes(value ?? '');
}

/** Where a campaign stands in the wizard (spec 01 §4); no campaign yet → only start is open. */
export type WizardProgress = { currentTab: string; completedTabs: readonly string[] };

export const NEW_CAMPAIGN_PROGRESS: WizardProgress = { currentTab: 'start', completedTabs: [] };

/**
 * A step menu item: `active` is the tab on screen; `completed` a tab already saved; `open` a
 * tab to continue on (open, not saved yet); `disabled` a tab the campaign has not reached.
 */
type TabState = 'active' | 'completed' | 'open' | 'disabled';

/** Tabs with nothing to save: a campaign that reached one may go on to the next (Preview → Options). */
const VIEW_ONLY_TABS: readonly string[] = ['preview'];

/**
 * Whether the campaign may open `tab`: a completed tab, the one it continues on, or the one after
 * it when that one only shows things (saving messages moves the campaign to Preview, and nothing
 * is saved there before Options).
 */
export function canOpen(tab: WizardTab, progress: WizardProgress): boolean {
  if (tab === progress.currentTab || progress.completedTabs.includes(tab)) return true;
  const current = progress.currentTab;
  return isWizardTab(current) && VIEW_ONLY_TABS.includes(current) && tab === nextTab(current);
}

export function tabState(tab: WizardTab, shown: WizardTab, progress: WizardProgress): TabState {
  if (tab === shown) return 'active';
  if (progress.completedTabs.includes(tab)) return 'completed';
  if (canOpen(tab, progress)) return 'open';
  return 'disabled';
}

/** The tab after `tab`, for Next. */
function nextTab(tab: WizardTab): WizardTab {
  return WIZARD_TABS[Math.min(WIZARD_TABS.indexOf(tab) + 1, WIZARD_TABS.length - 1)];
}
