import { Slide, ToastContainer, toast } from 'react-toastify';
import { TOAST_MS } from '@outbound/common';

/**
 * Error toasts: top-centre for 2 s, one at a time (spec 01 §8); the same text is never stacked twice.
 */
export function showError(message: string, requestId?: string): void {
  // A server failure's request id goes under its message, for the user to quote in a report.
  const content = requestId ? (
    <>
      {message}
      <div className="toast-request-id">Request id: {requestId}</div>
    </>
  ) : (
    message
  );
  toast.error(content, {
    toastId: `error:${message}`,
    position: 'top-center',
    autoClose: TOAST_MS.error,
  });
}

/** How many success toasts were shown: each gets its own id (see `showSuccess`). */
let successCount = 0;

/**
 * Success toasts last 1 s (spec 01 §8). Each confirms one action, so each gets its own id: the
 * same text for a second action (won, then reopened) is shown again after the first, never
 * dropped as a duplicate of a toast still leaving the screen.
 */
export function showSuccess(message: string): void {
  successCount += 1;
  toast.success(message, {
    toastId: `success:${successCount}:${message}`,
    position: 'top-center',
    autoClose: TOAST_MS.success,
  });
}

/** Informational toasts, bottom-centre and dark for 3 s. */
export function showInfo(message: string): void {
  toast.info(message, {
    toastId: `info:${message}`,
    position: 'bottom-center',
    theme: 'dark',
    autoClose: TOAST_MS.errorDark,
  });
}

/** The single toast outlet of the app; `limit` keeps one toast on screen at a time. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      limit={1}
      newestOnTop
      hideProgressBar
      closeOnClick
      pauseOnFocusLoss={false}
      transition={Slide}
    />
  );
}
