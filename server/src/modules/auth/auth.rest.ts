import { MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import type { User } from './user.entity';
import { requireRestCaller } from '../../http/rest';

/** The spec's user shape in /v1 answers. */
function userJson(user: User) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    created_at: user.createdAt.toISOString(),
  };
}

type Body = Record<string, unknown> | undefined;

/**
 * The sign-in, password and invite calls take a few short fields: a larger body is refused with a
 * 413 before it is parsed, so an unauthenticated caller cannot make the server read megabytes.
 */
const AUTH_BODY = { bodyLimit: 16 * 1024 };

/** `/v1/user/*`: the same services as GraphQL, in the legacy REST shapes. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, team } = app.services;

  app.post<{ Body: Body }>('/v1/user/login', AUTH_BODY, async (request) => {
    const { token } = await auth.login(request.body ?? {}, request.ip);
    return { token };
  });

  app.post('/v1/user/logout', AUTH_BODY, async (request) => {
    await auth.logout(requireRestCaller(request));
    return { message: 'Logged out' };
  });

  app.get('/v1/user/me', async (request) => {
    return { data: userJson(await auth.me(requireRestCaller(request))) };
  });

  app.post<{ Body: Body }>('/v1/user/forgotPassword', AUTH_BODY, async (request) => {
    await auth.forgotPassword(request.body ?? {});
    return { message: MESSAGES.forgotPassword.sent };
  });

  app.post<{ Body: Body }>('/v1/user/resetPassword', AUTH_BODY, async (request) => {
    const body = request.body ?? {};
    const token = typeof body.token === 'string' && body.token ? body.token : undefined;
    if (token) await auth.resetPassword({ token, password: body.password });
    else {
      const input = { currentPassword: body.current_password, password: body.password };
      await auth.changePassword(requireRestCaller(request), input, request.ip);
    }
    return { message: MESSAGES.resetPassword.done };
  });

  app.get('/v1/user/list', async (request) => {
    const users = await team.listUsers(requireRestCaller(request));
    return { users_list: users.map(userJson) };
  });

  app.post<{ Body: Body }>('/v1/user/search', AUTH_BODY, async (request) => {
    const body = request.body ?? {};
    const page = await team.searchUsers(requireRestCaller(request), {
      offset: Number(body.offset ?? 0),
      limit: Number(body.limit ?? 10),
    });
    return { users_list: page.users.map(userJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/user/invite', AUTH_BODY, async (request) => {
    const user = await team.inviteUser(requireRestCaller(request), request.body ?? {});
    return { message: MESSAGES.invite.sent, data: userJson(user) };
  });
}
