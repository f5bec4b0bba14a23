import type { Logger } from 'pino';

/**
 * What the log says when an idle database connection drops (`openDatabase`'s `onPoolError`): the
 * error's message and code only. pg-pool hands the error over with the whole client attached
 * (`err.client`: its connection, its parser, the pool around it), which the logger would
 * otherwise write out. Nothing while `quiet()`: a server that is stopping expects its connections
 * to end (Ctrl-C reaches the embedded Postgres too, which then closes them first).
 */
export function poolErrorLogger(
  logger: Pick<Logger, 'warn'>,
  quiet: () => boolean,
): (error: Error) => void {
  return (error) => {
    if (quiet()) return;
    const { code } = error as { code?: unknown };
    logger.warn(
      { error: error.message, ...(typeof code === 'string' ? { code } : {}) },
      'database connection dropped',
    );
  };
}
