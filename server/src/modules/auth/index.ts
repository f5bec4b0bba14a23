import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { TeamService } from './team.service';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AUTH_ENTITIES } from './auth.entities';
import { TeamResolver } from './team.resolver';

/**
 * Users, workspaces, sessions, password reset, invites and the team. Services take typed commands
 * (`@outbound/common`); statements that stay SQL (the session lookup of every request, atomic or
 * set-based writes) are in `queries.ts`, single-row reads and writes go through the entities.
 */
export const authModule: ServerModule = {
  name: 'auth',
  resolvers: [AuthResolver, TeamResolver],
  routes: [authRoutes],
  entities: AUTH_ENTITIES,
};

/** Builds the auth and team services. */
export function buildAuthServices({
  db,
  config,
  mail,
  audit,
}: Pick<ServiceDeps, 'db' | 'config' | 'mail' | 'audit'>): Pick<Services, 'auth' | 'team'> {
  const auth = new AuthService(db, config, mail, new LoginThrottleService(db), audit);
  return { auth, team: new TeamService(db, auth, mail, audit) };
}
