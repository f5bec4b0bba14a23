import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    app.addHook('preHandler', async (request) => {
      const action = ROUTE_ACTIONS[`${request.method} ${request.routeOptions.url}`];
      if (action)
        await limits.spend(action, { ip: request.ip, caller: request.caller ?? undefined });
    });
    return limits;
  }

  /** Spends one request of `action`; throws a 429 with the seconds to wait once it is used up. */
  async spend(action: LimitedAction, subject: LimitSubject): Promise<void> {
    const byUser = subject.caller && !PER_ADDRESS.includes(action);
    const limitKey = byUser ? `user:${subject.caller!.userId}` : `ip:${subject.ip}`;
    const request = { limitKey, routeOptions: { config: {} } } as unknown as FastifyRequest;
    const result = await this.limiters[action](request);
    if (!result.isAllowed && result.isExceeded) {
      throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
    }
  }
}
