import { expect, test, type Page } from '@playwright/test';
import { OWNER } from './env';
import { signIn } from './session';

/** The widths of the desktop range every screen must fit without sideways scrolling. */
const WIDTHS = [1280, 1920];

/** The signed-in screens that need no id (the route table's literal paths). */
const PAGES = [
  '/',
  '/campaign/all',
  '/campaign/start',
  '/campaign/leads',
  '/campaign/calendar',
  '/inbox',
  '/contact/all',
  '/unsubscribers',
  '/do-not-contact',
  '/mail-accounts/all',
  '/mail-accounts/create',
  '/team/teammates',
  '/settings/webhooks',
  '/settings/audit',
  '/settings/workspace',
];

/** The boxes meant to scroll sideways: wide tables, the timeline chart, the calendar's week. */
const SCROLLERS = [
  'campaigns-table__scroll',
  'recipients-table__scroll',
  'timeline-chart__scroll',
  'calendar__card',
];

/**
 * What is wider than its room on the shown screen: the document itself, a card or page whose
 * content spills out, or a box that scrolls sideways without being meant to (its content hidden
 * behind a scroll, as the Overview's funnel row was). Empty when everything fits.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((scrollers) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the document (${root.scrollWidth} > ${root.clientWidth} px)`);
    }
    for (const box of Array.from(
      document.querySelectorAll<HTMLElement>('main div, main section'),
    )) {
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      const overflowX = getComputedStyle(box).overflowX;
      const scrolls = overflowX === 'auto' || overflowX === 'scroll';
      const spills = overflowX === 'visible' && box.matches('.card, .page');
      const meant = scrollers.some((name) => box.classList.contains(name));
      if ((scrolls && !meant) || spills) {
        found.push(`${box.className || box.tagName} (${box.scrollWidth} > ${box.clientWidth} px)`);
      }
    }
    return found;
  }, SCROLLERS);
}

/** Opens `path` and waits until its heading shows and nothing is loading any more. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('every screen fits the window from 1280 to 1920 px wide, without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(240_000); // some twenty screens, each at two widths
  await signIn(page, OWNER.email, OWNER.password);
  // A campaign's detail tabs too, when the run has a campaign that left the wizard.
  await open(page, '/campaign/all');
  const overview = await page
    .locator('main a[href^="/campaign/"][href$="/overview"]')
    .first()
    .getAttribute('href', { timeout: 1000 })
    .catch(() => null);
  const campaignPages = overview
    ? ['overview', 'sequence', 'recipients', 'settings'].map((tab) =>
        overview.replace(/\/overview$/, `/${tab}`),
      )
    : [];

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...PAGES, ...campaignPages]) {
      await open(page, path);
      expect(await overflowing(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
