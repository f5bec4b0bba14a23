import { act, fireEvent, render, screen } from '@testing-library/react';
import { showError, showSuccess, Toasts } from '../toast';

const TEXT = 'Lead status updated successfully.';

/** The toast on screen (jsdom runs no CSS animation: its ends are fired by hand). */
function currentToast(): HTMLElement {
  return document.querySelector('.Toastify__toast') as HTMLElement;
}

test('the same success text for a second action is shown again, not dropped as a duplicate', async () => {
  jest.useFakeTimers();
  try {
    render(<Toasts />);
    act(() => showSuccess(TEXT));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT);
    const first = currentToast();
    act(() => {
      fireEvent.animationEnd(first); // entered
      // its time is up (the progress bar's animation closes it)
      fireEvent.animationEnd(first.querySelector('[role="progressbar"]') as HTMLElement);
    });
    expect(first).toHaveAttribute('data-in', 'false');
    // The second action's confirmation arrives while the first is leaving.
    act(() => showSuccess(TEXT));
    act(() => {
      fireEvent.animationEnd(first); // left
      jest.advanceTimersByTime(1_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT);
    expect(currentToast()).not.toBe(first);
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test("a server failure's toast shows its request id under the message", async () => {
  render(<Toasts />);
  act(() => showError('Something went wrong.', 'req-0123456789'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong.');
  expect(alert).toHaveTextContent('Request id: req-0123456789');
});
