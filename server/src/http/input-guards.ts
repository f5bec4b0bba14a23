import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@outbound/common';
import { AppError } from './errors';

/** Deeper input is no form's or client's: refused before any schema walks it (recursively). */
const MAX_INPUT_DEPTH = 32;

/** What an API request body may be: JSON, or a multipart upload. */
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

const isApi = (url: string) => url.startsWith('/v1/') || url.startsWith('/graphql');

/**
 * Whether a parsed value is nested deeper than MAX_INPUT_DEPTH or holds a NUL character, which
 * Postgres refuses in text. Iterative, so that 10,000 levels cost no stack.
 */
function isUnacceptableInput(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return true;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push([child, depth + 1]);
      }
    }
  }
  return false;
}

function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0].trim().toLowerCase();
}

/**
 * Input every /v1 route and /graphql refuses alike, before any handler reads it: bodies in another
 * content type than JSON or multipart (415), and bodies, parameters or query strings nested too
 * deep or holding NUL characters (400).
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!isApi(request.url)) return;
    const type = mediaType(request);
    let refusal: AppError | undefined;
    if (request.body !== undefined && type && !ACCEPTED_TYPES.includes(type)) {
      refusal = new AppError('UNSUPPORTED_MEDIA_TYPE', `Unsupported Media Type: ${type}`);
    } else if ([request.body, request.params, request.query].some(isUnacceptableInput)) {
      refusal = AppError.badRequest(MESSAGES.global.badRequest);
    }
    if (!refusal) return;
    if (!request.url.startsWith('/graphql')) throw refusal;
    // GraphQL clients read errors in the GraphQL shape.
    const extensions = { code: refusal.code, status: refusal.status };
    return reply
      .status(refusal.status)
      .send({ errors: [{ message: refusal.message, extensions }] });
  });
}
