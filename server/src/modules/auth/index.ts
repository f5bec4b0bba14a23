import type { ServerModule } from '../server-module';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { LoginThrottle } from './login-throttle.entity';
import { PasswordReset } from './password-reset.entity';
import { Session } from './session.entity';
import { TeamResolver } from './team.resolver';
import { User } from './user.entity';
import { Workspace } from './workspace.entity';

/** Users, workspaces, sessions, password reset, invites and the team. */
export const authModule: ServerModule = {
  name: 'auth',
  resolvers: [AuthResolver, TeamResolver],
  routes: [authRoutes],
  entities: [Workspace, User, Session, PasswordReset, LoginThrottle],
};
