import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimits as RateLimitConfig } from '../config';
import type { Caller } from '../modules/auth/caller';
import { RateLimitedError } from './errors';

export type LimitedAction = keyof RateLimitConfig;

/** The /v1 calls (method and route) that spend an action; each request spends one. */
const ROUTE_ACTIONS: Record<string, LimitedAction> = {
  'POST /v1/user/login': 'login',
  'POST /v1/user/forgotPassword': 'forgotPassword',
  'POST /v1/user/invite': 'invite',
  'POST /v1/campaign/testsend': 'testSend',
  'POST /v1/contactList/create': 'csvUpload',
  'POST /graphql': 'graphql',
};

/** The limited calls, `METHOD /route` (the rate-limit headers test walks them). */
export const LIMITED_ROUTES: readonly string[] = Object.keys(ROUTE_ACTIONS);

/** GraphQL root fields that spend the same action as their /v1 call; each field (alias) spends one. */
export const FIELD_ACTIONS: Record<string, LimitedAction> = {
  login: 'login',
  forgotPassword: 'forgotPassword',
  inviteUser: 'invite',
  sendTestEmail: 'testSend',
};

/** Actions counted per client address even when the request carries a session. */
const PER_ADDRESS: LimitedAction[] = ['login', 'forgotPassword'];

const WINDOW_MS = 60_000;

/** Who spends: the signed-in user, or the client address. */
interface LimitSubject {
  ip: string;
  caller: Caller | undefined;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Where a subject stands with one action: its limit per window, what is left, seconds to reset. */
export interface LimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
  exceeded: boolean;
}

/**
 * The state as headers, on every answer of a limited route (429s included): the common
 * `X-RateLimit-*` and the IETF draft's `RateLimit-Policy` and `RateLimit`.
 */
function setLimitHeaders(reply: FastifyReply, state: LimitState): void {
  const window = WINDOW_MS / 1000;
  reply.header('X-RateLimit-Limit', String(state.limit));
  reply.header('X-RateLimit-Remaining', String(state.remaining));
  reply.header('X-RateLimit-Reset', String(state.resetSeconds));
  reply.header('RateLimit-Policy', `${state.limit};w=${window}`);
  reply.header(
    'RateLimit',
    `limit=${state.limit}, remaining=${state.remaining}, reset=${state.resetSeconds}`,
  );
}
type SubjectRequest = FastifyRequest & { limitKey: string };

/**
 * Request limits through `@fastify/rate-limit` (its in-process store): one counter per action
 * and client, shared by the /v1 route and the GraphQL fields of that action.
 */
export class RequestLimits {
  private constructor(private readonly limiters: Record<LimitedAction, Limiter>) {}

  /** Registers the plugin (no global limit) and the hook that limits the routes above. */
  static async register(app: FastifyInstance, config: RateLimitConfig): Promise<RequestLimits> {
    await app.register(fastifyRateLimit, { global: false });
    const limiters = {} as Record<LimitedAction, Limiter>;
    for (const action of Object.keys(config) as LimitedAction[]) {
      limiters[action] = app.createRateLimit({
        max: config[action],
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => (request as SubjectRequest).limitKey,
      });
    }
    const limits = new RequestLimits(limiters);
    app.addHook('preHandler', async (request, reply) => {
      const action = ROUTE_ACTIONS[`${request.method} ${request.routeOptions.url}`];
      if (!action) return;
      const state = await limits.take(action, {
        ip: request.ip,
        caller: request.caller ?? undefined,
      });
      setLimitHeaders(reply, state);
      if (state.exceeded) throw new RateLimitedError(state.resetSeconds);
    });
    return limits;
  }

  /** Spends one request of `action`; throws a 429 with the seconds to wait once it is used up. */
  async spend(action: LimitedAction, subject: LimitSubject): Promise<void> {
    const state = await this.take(action, subject);
    if (state.exceeded) throw new RateLimitedError(state.resetSeconds);
  }

  /** Spends one request of `action` and answers where the subject stands. */
  async take(action: LimitedAction, subject: LimitSubject): Promise<LimitState> {
    const byUser = subject.caller && !PER_ADDRESS.includes(action);
    const limitKey = byUser ? `user:${subject.caller!.userId}` : `ip:${subject.ip}`;
    const request = { limitKey, routeOptions: { config: {} } } as unknown as FastifyRequest;
    const result = await this.limiters[action](request);
    // Only an allow list lets a request through uncounted; none is configured.
    if (result.isAllowed) return { limit: 0, remaining: 0, resetSeconds: 0, exceeded: false };
    return {
      limit: result.max,
      remaining: Math.max(0, result.remaining),
      resetSeconds: Math.max(1, result.ttlInSeconds),
      exceeded: !result.isAllowed && result.isExceeded,
    };
  }
}
