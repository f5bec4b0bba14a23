import { ApiKey } from './api-keys/api-key.entity';
import { LoginThrottle } from './login-throttle.entity';
import { PasswordReset } from './password-reset.entity';
import { Session } from './session.entity';
import { User } from './user.entity';
import { Workspace } from './workspace.entity';

/**
 * The TypeORM entities of the tables auth owns. Kept apart from the module's index so that the data
 * source (also loaded by the test harness's global setup, outside Jest's module mapping) imports
 * entities only, not the module's services, resolvers and routes.
 */
export const AUTH_ENTITIES = [Workspace, User, Session, PasswordReset, LoginThrottle, ApiKey];
