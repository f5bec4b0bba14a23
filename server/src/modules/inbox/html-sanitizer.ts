import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Time a body may take in the sanitiser before the worker is stopped and the body is kept without
 * HTML (its text is shown). Measured here: a 256 kB body of nested tags takes 150–900 ms
 * (depending on its shape), up to ~1.4 s on a cold thread of a loaded machine; a 1 MB one is cut
 * to 256 kB first. The budget is a guard against the unforeseen, far above any body measured.
 */
export const SANITIZE_BUDGET_MS = 10_000;
/** Time the worker thread may take to start (load its modules) before a body is refused. */
const START_BUDGET_MS = 20_000;

interface Job {
  id: number;
  html: string;
  resolve: (html: string | null) => void;
}

/**
 * Received HTML made safe (`storedSafeHtml`) in a worker thread, off the event loop, one body at
 * a time and each within `SANITIZE_BUDGET_MS`: a body over its budget answers null, and the
 * worker is ended and started again for the next one. The thread is `unref`'d: it never keeps the
 * process alive. Under ts (tests, dev) the worker loads its TypeScript through `@swc-node/register`
 * with the server's tsconfig.
 */
export class HtmlSanitizer {
  private worker: Worker | null = null;
  private ready: Promise<boolean> | null = null;
  private queue: Job[] = [];
  private running: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;

  constructor(private readonly budgetMs = SANITIZE_BUDGET_MS) {}

  /** The body made safe, or null when it could not be within the budget. */
  sanitize(html: string): Promise<string | null> {
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, html, resolve });
      void this.pump();
    });
  }

  /**
   * Starts the worker thread now (the process's first body then does not wait for it to load:
   * ~0.2 s compiled, ~1 s under TypeScript in tests and dev).
   */
  warm(): void {
    void this.start();
  }

  /** Ends the worker thread (shutdown, tests); the next body starts another. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }

  private async pump(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.running = job;
    const started = await this.start();
    if (!started) return this.finish(job, null, true);
    this.timer = setTimeout(() => this.finish(job, null, true), this.budgetMs);
    this.worker!.postMessage({ id: job.id, html: job.html });
  }

  private finish(job: Job, html: string | null, restart: boolean): void {
    if (this.running !== job) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    if (restart) void this.close();
    job.resolve(html);
    void this.pump();
  }

  private start(): Promise<boolean> {
    if (this.ready) return this.ready;
    const file = __filename.replace(/html-sanitizer\.(ts|js)$/, 'html-sanitizer.worker.$1');
    const typescript = file.endsWith('.ts');
    const worker = new Worker(file, {
      execArgv: typescript ? ['-r', '@swc-node/register'] : [],
      // The server's tsconfig (its `paths` name `@outbound/common`), wherever the process started.
      env: typescript
        ? { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '../../../tsconfig.json') }
        : process.env,
    });
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<boolean>((resolve) => {
      const timeout = setTimeout(() => resolve(false), START_BUDGET_MS);
      worker.on('message', (message: { ready?: true; id?: number; html?: string }) => {
        if (message.ready) {
          clearTimeout(timeout);
          resolve(true);
        } else {
          const job = this.running;
          if (job && job.id === message.id) this.finish(job, message.html ?? null, false);
        }
      });
      worker.on('error', () => {
        clearTimeout(timeout);
        resolve(false);
        if (this.running) this.finish(this.running, null, true);
      });
      worker.on('exit', () => {
        if (this.worker === worker) {
          this.worker = null;
          this.ready = null;
        }
      });
    });
    return this.ready;
  }
}

/** The process's sanitiser for received mail (the inbox sync stores through it). */
export const inboxHtmlSanitizer = new HtmlSanitizer();
