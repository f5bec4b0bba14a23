import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Answer {
  status: number;
  /** Parsed JSON, else the text. */
  body: unknown;
  text: string;
}

let requests = 0;

/**
 * One request through the app, from an address of its own: the sweeps are about answers, not
 * about the per-address rate limits.
 */
export async function inject(app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  requests += 1;
  const response = await app.inject({
    remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
    ...options,
  });
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.statusCode, body, text: response.body };
}

/** Why an answer to bad input is wrong (a 5xx, a 4xx without a message, a stack trace), or null. */
export function answerFault(answer: Answer): string | null {
  if (/\bat .+\.(ts|js):\d+|node_modules|stacktrace/i.test(answer.text))
    return `${answer.status} with a stack trace`;
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 400) {
    const message = (answer.body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message)
      return `${answer.status} without a message: ${answer.text.slice(0, 200)}`;
  }
  return null;
}
