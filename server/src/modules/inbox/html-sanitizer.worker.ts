import { parentPort } from 'node:worker_threads';
import { storedSafeHtml } from './inbox-html';

/** The worker thread of `html-sanitizer.ts`: one body at a time, answered by its job id. */
parentPort?.on('message', ({ id, html }: { id: number; html: string }) => {
  try {
    parentPort!.postMessage({ id, html: storedSafeHtml(html) });
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) });
  }
});
parentPort?.postMessage({ ready: true });
