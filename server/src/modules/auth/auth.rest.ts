import {
  MESSAGES,
  type ForgotPasswordCommand,
  type InviteCommand,
  type LoginCommand,
  type PasswordChangeCommand,
  type RoleChangeCommand,
  loginSchema,
  forgotPasswordSchema,
  currentPasswordSchema,
  newPasswordSchema,
  userSearchSchema,
  inviteSchema,
  roleChangeSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import {
  data,
  documented,
  int,
  legacyBody,
  list,
  message,
  messageAnd,
  obj,
  str,
  uuid,
} from '../../http/openapi/declare';
import { userAnswer } from '../../http/openapi/answers';
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

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/user/login */
  login: {
    ...AUTH_BODY,
    ...documented(minRole.public, {
      summary: 'Sign in: answers a session token.',
      body: legacyBody(loginCommand, loginSchema),
      response: obj({ token: str }),
    }),
  },
  /** POST /v1/user/logout */
  logout: {
    ...AUTH_BODY,
    ...documented(minRole.viewer, { summary: 'End this session.', none: true, response: message }),
  },
  /** GET /v1/user/me */
  me: documented(minRole.viewer, {
    summary: 'The signed-in user.',
    none: true,
    response: data(userAnswer),
  }),
  /** POST /v1/user/forgotPassword */
  forgotPassword: {
    ...AUTH_BODY,
    ...documented(minRole.public, {
      summary: 'Mail a password reset link.',
      body: legacyBody(forgotPasswordCommand, forgotPasswordSchema),
      response: message,
      example: { message: MESSAGES.forgotPassword.sent },
    }),
  },
  /** POST /v1/user/resetPassword */
  resetPassword: {
    ...AUTH_BODY,
    ...documented(minRole.public, {
      summary: 'Set a new password with a reset token (or the current password).',
      body: legacyBody(passwordCommand, {
        token: str,
        currentPassword: currentPasswordSchema,
        password: newPasswordSchema,
      }),
      response: message,
      example: { message: MESSAGES.resetPassword.done },
    }),
  },
  /** GET /v1/user/list */
  list: documented(minRole.viewer, {
    summary: "The workspace's users.",
    none: true,
    response: obj({ users_list: list(userAnswer) }),
  }),
  /** POST /v1/user/search */
  search: {
    ...AUTH_BODY,
    ...documented(minRole.viewer, {
      summary: "The workspace's users, paged.",
      body: userSearchSchema,
      response: obj({ users_list: list(userAnswer), total_count: int }),
    }),
  },
  /** POST /v1/user/invite */
  invite: {
    ...AUTH_BODY,
    ...documented(minRole.admin, {
      summary: 'Invite a teammate.',
      body: legacyBody(inviteCommand, inviteSchema),
      response: messageAnd(userAnswer),
      example: { message: MESSAGES.invite.sent },
    }),
  },
  /** POST /v1/user/role */
  role: {
    ...AUTH_BODY,
    ...documented(minRole.admin, {
      summary: "Change a teammate's role.",
      body: legacyBody(roleCommand, roleChangeSchema),
      response: messageAnd(userAnswer),
      example: { message: MESSAGES.team.roleChanged },
    }),
  },
  /** POST /v1/user/remove */
  remove: {
    ...AUTH_BODY,
    ...documented(minRole.admin, {
      summary: 'Remove a teammate.',
      body: legacyBody(removeCommand, { userId: uuid }),
      response: message,
      example: { message: MESSAGES.team.removed },
    }),
  },
};

/** `/v1/user/*`: the same services as GraphQL, in the legacy REST shapes. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, team } = app.services;

  app.post<{ Body: Body }>('/v1/user/login', api.login, async (request, reply) => {
    const command = loginCommand(request.body ?? {});
    const { token, deviceCookie } = await auth.login(command, request.ip, request.headers.cookie);
    reply.header('set-cookie', deviceCookie);
    return { token };
  });

  app.post('/v1/user/logout', api.logout, async (request) => {
    await auth.logout(requireRestCaller(request));
    return { message: 'Logged out' };
  });

  app.get('/v1/user/me', api.me, async (request) => {
    return { data: userJson(await auth.me(requireRestCaller(request))) };
  });

  app.post<{ Body: Body }>('/v1/user/forgotPassword', api.forgotPassword, async (request) => {
    await auth.forgotPassword(forgotPasswordCommand(request.body ?? {}));
    return { message: MESSAGES.forgotPassword.sent };
  });

  app.post<{ Body: Body }>('/v1/user/resetPassword', api.resetPassword, async (request) => {
    const { token, currentPassword, password } = passwordCommand(request.body ?? {});
    if (typeof token === 'string' && token) await auth.resetPassword({ token, password });
    else {
      const command = { currentPassword, password };
      await auth.changePassword(requireRestCaller(request), command, request.ip);
    }
    return { message: MESSAGES.resetPassword.done };
  });

  app.get('/v1/user/list', api.list, async (request) => {
    const users = await team.listUsers(requireRestCaller(request));
    return { users_list: users.map(userJson) };
  });

  app.post<{ Body: Body }>('/v1/user/search', api.search, async (request) => {
    const body = request.body ?? {};
    const page = await team.searchUsers(requireRestCaller(request), {
      offset: body.offset,
      limit: body.limit,
    });
    return { users_list: page.users.map(userJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/user/invite', api.invite, async (request) => {
    const user = await team.inviteUser(
      requireRestCaller(request),
      inviteCommand(request.body ?? {}),
    );
    return { message: MESSAGES.invite.sent, data: userJson(user) };
  });

  app.post<{ Body: Body }>('/v1/user/role', api.role, async (request) => {
    const user = await team.changeRole(requireRestCaller(request), roleCommand(request.body ?? {}));
    return { message: MESSAGES.team.roleChanged, data: userJson(user) };
  });

  app.post<{ Body: Body }>('/v1/user/remove', api.remove, async (request) => {
    const { userId } = removeCommand(request.body ?? {});
    await team.removeUser(requireRestCaller(request), userId);
    return { message: MESSAGES.team.removed };
  });
}
