import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { TeamService } from './team.service';
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

/** Builds the auth and team services. */
export function buildAuthServices({
  db,
  config,
  mail,
}: Pick<ServiceDeps, 'db' | 'config' | 'mail'>): Pick<Services, 'auth' | 'team'> {
  const auth = new AuthService(db, config, mail, new LoginThrottleService(db));
  return { auth, team: new TeamService(db, auth, mail) };
}
