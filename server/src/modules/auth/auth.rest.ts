import {
  MESSAGES,
  type ForgotPasswordCommand,
  type InviteCommand,
  type LoginCommand,
  type PasswordChangeCommand,
  type RoleChangeCommand,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import { minRole } from '../../http/roles';
import type { User } from './user.entity';

/** The spec's user shape in /v1 answers. */
function userJson(user: User) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  };
}

type Body = Record<string, unknown> | undefined;

const loginCommand = legacy<LoginCommand>({ email: ['email'], password: ['password'] });
const forgotPasswordCommand = legacy<ForgotPasswordCommand>({ email: ['email'] });
const inviteCommand = legacy<InviteCommand>({ name: ['name'], email: ['email'], role: ['role'] });
const roleCommand = legacy<RoleChangeCommand>({ userId: ['user_id', 'userId'], role: ['role'] });
const removeCommand = legacy<{ userId: string }>({ userId: ['user_id', 'userId'] });

/** `resetPassword` with a link's `token` sets that account's password; without, the caller's. */
const passwordCommand = legacy<PasswordChangeCommand & { token?: unknown }>({
  token: ['token'],
  currentPassword: ['current_password'],
  password: ['password'],
});

/**
 * The sign-in, password and invite calls take a few short fields: a larger body is refused with a
 * 413 before it is parsed, so an unauthenticated caller cannot make the server read megabytes.
 */
const AUTH_BODY = { bodyLimit: 16 * 1024 };
const AUTH_PUBLIC = { ...AUTH_BODY, ...minRole.public };
const AUTH_VIEWER = { ...AUTH_BODY, ...minRole.viewer };
const AUTH_ADMIN = { ...AUTH_BODY, ...minRole.admin };

/** `/v1/user/*`: the same services as GraphQL, in the legacy REST shapes. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, team } = app.services;

  app.post<{ Body: Body }>('/v1/user/login', AUTH_PUBLIC, async (request, reply) => {
    const command = loginCommand(request.body ?? {});
    const { token, deviceCookie } = await auth.login(command, request.ip, request.headers.cookie);
    reply.header('set-cookie', deviceCookie);
    return { token };
  });

  app.post('/v1/user/logout', AUTH_VIEWER, async (request) => {
    await auth.logout(requireRestCaller(request));
    return { message: 'Logged out' };
  });

  app.get('/v1/user/me', minRole.viewer, async (request) => {
    return { data: userJson(await auth.me(requireRestCaller(request))) };
  });

  app.post<{ Body: Body }>('/v1/user/forgotPassword', AUTH_PUBLIC, async (request) => {
    await auth.forgotPassword(forgotPasswordCommand(request.body ?? {}));
    return { message: MESSAGES.forgotPassword.sent };
  });

  app.post<{ Body: Body }>('/v1/user/resetPassword', AUTH_PUBLIC, async (request) => {
    const { token, currentPassword, password } = passwordCommand(request.body ?? {});
    if (typeof token === 'string' && token) await auth.resetPassword({ token, password });
    else {
      const command = { currentPassword, password };
      await auth.changePassword(requireRestCaller(request), command, request.ip);
    }
    return { message: MESSAGES.resetPassword.done };
  });

  app.get('/v1/user/list', minRole.viewer, async (request) => {
    const users = await team.listUsers(requireRestCaller(request));
    return { users_list: users.map(userJson) };
  });

  app.post<{ Body: Body }>('/v1/user/search', AUTH_VIEWER, async (request) => {
    const body = request.body ?? {};
    const page = await team.searchUsers(requireRestCaller(request), {
      offset: body.offset,
      limit: body.limit,
    });
    return { users_list: page.users.map(userJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/user/invite', AUTH_ADMIN, async (request) => {
    const user = await team.inviteUser(
      requireRestCaller(request),
      inviteCommand(request.body ?? {}),
    );
    return { message: MESSAGES.invite.sent, data: userJson(user) };
  });

  app.post<{ Body: Body }>('/v1/user/role', AUTH_ADMIN, async (request) => {
    const user = await team.changeRole(requireRestCaller(request), roleCommand(request.body ?? {}));
    return { message: MESSAGES.team.roleChanged, data: userJson(user) };
  });

  app.post<{ Body: Body }>('/v1/user/remove', AUTH_ADMIN, async (request) => {
    const { userId } = removeCommand(request.body ?? {});
    await team.removeUser(requireRestCaller(request), userId);
    return { message: MESSAGES.team.removed };
  });
}
