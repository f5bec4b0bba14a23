import { screen, within } from '@testing-library/react';

type ItemState = 'active' | 'enabled' | 'disabled';

/** How the step menu shows a tab: the one on screen, a link, or disabled. */
export function menuItem(name: string): ItemState {
  const menu = within(screen.getByRole('navigation', { name: 'Campaign steps' }));
  const item = menu.getByText(name).closest('li') as HTMLElement;
  const link = within(item).queryByRole('link');
  const marker = link ?? (item.querySelector('[aria-disabled="true"]') as HTMLElement);
  if (marker.getAttribute('aria-current') === 'page') return 'active';
  return link ? 'enabled' : 'disabled';
}

export function menuStates(): ItemState[] {
  return ['Start', 'Recipients', 'Compose', 'Preview', 'Options', 'Send'].map(menuItem);
}

/** The step bar: the tab the campaign continues on and how many tabs it completed. */
export function barState() {
  const bar = screen.getByRole('list', { name: 'Campaign progress' });
  const steps = within(bar).getAllByRole('listitem');
  return {
    current: steps
      .filter((step) => step.getAttribute('aria-current') === 'step')
      .map((step) => step.textContent),
    completed: steps.filter((step) => step.textContent?.includes('(completed)')).length,
  };
}
