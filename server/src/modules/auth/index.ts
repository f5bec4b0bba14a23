import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-device';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetMail } from './password-reset-mail';
import { registerPasswordResetJobs } from './password-reset.jobs';
import { TeamService } from './team.service';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AUTH_ENTITIES } from './auth.entities';
import { TeamResolver } from './team.resolver';
import { ApiKeyService } from './api-keys/api-keys.service';
import { ApiKeysResolver } from './api-keys/api-keys.resolver';
import { apiKeyRoutes } from './api-keys/api-keys.rest';

/**
 * Users, workspaces, sessions, password reset, invites and the team. Services take typed commands
 * (`@outbound/common`); statements that stay SQL (the session lookup of every request, atomic or
 * set-based writes) are in `queries.ts`, single-row reads and writes go through the entities.
 */
export const authModule: ServerModule = {
  name: 'auth',
  resolvers: [AuthResolver, TeamResolver, ApiKeysResolver],
  routes: [authRoutes, apiKeyRoutes],
  registerJobs: (agenda, services) => registerPasswordResetJobs(agenda, services.auth.resetMail),
  entities: AUTH_ENTITIES,
};

/** Builds the auth and team services. */
export function buildAuthServices({
  db,
  config,
  mail,
  secret,
  logger,
  audit,
}: Pick<ServiceDeps, 'db' | 'config' | 'mail' | 'secret' | 'logger' | 'audit'>): Pick<
  Services,
  'auth' | 'team' | 'apiKeys'
> {
  const throttle = new LoginThrottleService(db, config.loginLimits);
  const devices = new KnownDevices(secret, config.publicUrl.startsWith('https:'));
  const resetMail = new PasswordResetMail(
    db,
    mail,
    { publicUrl: config.publicUrl, ttlMinutes: config.resetTokenTtlMinutes },
    logger.child({ module: 'password-reset-mail' }),
  );
  const apiKeys = new ApiKeyService(db, audit, logger.child({ module: 'api-keys' }));
  const auth = new AuthService(db, config, throttle, devices, resetMail, audit, apiKeys);
  return { auth, team: new TeamService(db, auth, mail, audit), apiKeys };
}
