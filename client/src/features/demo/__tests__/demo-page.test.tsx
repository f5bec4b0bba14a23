import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

function leaving(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('Demo multi-step form', () => {
  it('enables a tab only once its step is reached, and goes back', async () => {
    const { user } = renderApp('/demo');
    expect(
      screen.getByRole('heading', { name: 'Multi-Step Form with Refresh Warning' }),
    ).toBeInTheDocument();
    expect(tab('Step 1')).toBeEnabled();
    expect(tab('Step 1')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Step 2')).toBeDisabled();
    expect(tab('Step 3')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Step 1 text'), 'first');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(tab('Step 2')).toBeEnabled();
    expect(tab('Step 2')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Step 3')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Step 1 text')).toHaveValue('first');
    expect(tab('Step 2')).toBeEnabled();

    await user.click(tab('Step 2'));
    await user.type(screen.getByLabelText('Step 2 text'), 'second');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(tab('Step 3')).toBeEnabled();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Step 2 text')).toHaveValue('second');
  });

  it('warns before a refresh or leave always, before anything is entered too', async () => {
    const { user, unmount } = renderApp('/demo');
    expect(leaving().defaultPrevented).toBe(true);
    await user.type(screen.getByLabelText('Step 1 text'), 'x');
    expect(leaving().defaultPrevented).toBe(true);
    unmount();
    expect(leaving().defaultPrevented).toBe(false);
  });
});
