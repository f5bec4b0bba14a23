import {
  MESSAGES,
  currentPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  type ForgotPasswordCommand,
  type LoginCommand,
  type PasswordChangeCommand,
  type PasswordResetCommand,
} from '@outbound/common';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { AuthAudit } from './audit-trail';
import { looksLikeApiKey } from './api-keys/api-key-token';
import type { ApiKeyService } from './api-keys/api-keys.service';
import type { Caller, RequestOrigin } from './caller';
import type { KnownDevices } from './known-device';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordReset, type PasswordResetPurpose } from './password-reset.entity';
import type { PasswordResetMail } from './password-reset-mail';
import { hashPassword, hashToken, newToken, verifyPassword } from './credential-hashing';
import {
  closeOpenLinks,
  deleteClosedLinks,
  deleteExpiredSessions,
  findActiveSession,
  hasRecentResetLink,
  revokeOtherSessions,
  useResetLink,
} from './queries';
import { Session } from './session.entity';
import { User } from './user.entity';

/** Sign-in, sessions and passwords. */
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly throttle: LoginThrottleService,
    private readonly devices: KnownDevices,
    /** The forgot-password mail; its jobs run in a worker (`password-reset.jobs.ts`). */
    readonly resetMail: PasswordResetMail,
    private readonly audit: AuthAudit,
    /** API keys are accepted as bearer tokens too (`api-keys/`). */
    readonly apiKeys?: ApiKeyService,
  ) {}

  /**
   * Signs in. `cookie` is the request's Cookie header: a device that signed in to this account
   * before is not held back by the account's lock (`login-throttle.service.ts`). The answer's
   * `deviceCookie` is the Set-Cookie header that makes this device a known one.
   */
  async login(
    command: LoginCommand,
    ip: string,
    cookie?: string,
  ): Promise<{ token: string; user: User; deviceCookie: string }> {
    const { email, password } = await parse(loginSchema, command);
    const user = await this.db.getRepository(User).findOneBy({ email, status: Not('removed') });
    const knownDevice = user !== null && this.devices.userOf(cookie) === user.id;
    const keys = LoginThrottleService.keys(email, ip, knownDevice);
    await this.throttle.charge(keys); // before the check: parallel guesses cannot overtake it
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    // Not awaited: a known address must not answer later than an unknown one (it never rejects).
    if (user) void this.audit.recordSignIn(user, valid && user.status === 'active', { ip });
    if (!user || !valid || user.status !== 'active') {
      throw new AppError('INVALID_CREDENTIALS', MESSAGES.global.invalidCredentials);
    }
    await this.throttle.settleSuccess(keys);
    const token = await this.createSession(this.db.manager, user);
    return { token, user, deviceCookie: this.devices.cookieFor(user.id) };
  }

  /**
   * The caller behind a bearer token (a session's, or an API key `ob_…`), or undefined when it is
   * unknown, expired or revoked. `origin` is where the request came from (a key's use is audited).
   */
  async authenticate(token: string, origin?: RequestOrigin): Promise<Caller | undefined> {
    if (looksLikeApiKey(token)) return this.apiKeys?.authenticate(token, origin);
    const row = await findActiveSession(this.db, hashToken(token));
    return (
      row && {
        sessionId: row.id,
        userId: row.user_id,
        workspaceId: row.workspace_id,
        role: row.role,
      }
    );
  }

  async logout(caller: Caller): Promise<void> {
    await this.db
      .getRepository(Session)
      .update(
        { id: caller.sessionId, workspaceId: caller.workspaceId, revokedAt: IsNull() },
        { revokedAt: () => 'now()' },
      );
  }

  async me(caller: Caller): Promise<User> {
    const user = await this.db
      .getRepository(User)
      .findOneBy({ id: caller.userId, workspaceId: caller.workspaceId });
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  /**
   * Always succeeds, whether or not the address has an account, so it reveals nothing; the mail
   * is sent after the answer, by a job (`password-reset-mail.ts`), so the answer never waits for
   * an SMTP conversation either.
   */
  async forgotPassword(command: ForgotPasswordCommand): Promise<void> {
    const { email } = await parse(forgotPasswordSchema, command);
    const user = await this.db.getRepository(User).findOneBy({ email, status: Not('removed') });
    if (!user) return;
    // One reset email per address per minute: the form cannot be used to flood someone's inbox.
    if (await hasRecentResetLink(this.db, user.id)) return;
    await this.resetMail.request(user);
  }

  /** A reset or invite link: sets the password of the link's user (single use), signs them out everywhere. */
  async resetPassword(command: PasswordResetCommand): Promise<void> {
    const passwordHash = await hashPassword(await parse(newPasswordSchema, command.password));
    await this.db.transaction(async (tx) => {
      const userId = await useResetLink(tx, hashToken(command.token));
      if (!userId) throw AppError.badRequest(MESSAGES.resetPassword.invalidToken);
      await this.setPassword(tx, userId, passwordHash);
    });
  }

  /**
   * The account menu: the caller proves their current password (charged to the sign-in throttle,
   * so a stolen session cannot guess it), then their other sessions end.
   */
  async changePassword(caller: Caller, command: PasswordChangeCommand, ip: string): Promise<void> {
    const password = await parse(newPasswordSchema, command.password);
    const current = await parse(currentPasswordSchema, command.currentPassword);
    const user = await this.me(caller);
    // A signed-in session is a known device: it is not held back by the account's lock.
    const keys = LoginThrottleService.keys(user.email, ip, true);
    await this.throttle.charge(keys);
    if (!(await verifyPassword(user.passwordHash, current))) {
      throw AppError.badRequest(MESSAGES.resetPassword.currentInvalid);
    }
    await this.throttle.settleSuccess(keys);
    const passwordHash = await hashPassword(password);
    await this.db.transaction((tx) =>
      this.setPassword(tx, caller.userId, passwordHash, caller.sessionId),
    );
  }

  /** A new password ends every other session and every reset or invite link still open. */
  private async setPassword(
    tx: EntityManager,
    userId: string,
    passwordHash: string,
    keepSession?: string,
  ): Promise<void> {
    // updated_at is the entity's update date column: the update sets it to the transaction's time.
    await tx.getRepository(User).update({ id: userId }, { passwordHash, status: 'active' });
    await revokeOtherSessions(tx, userId, keepSession ?? null);
    await closeOpenLinks(tx, userId);
  }

  /** Creates a single-use link token for the user; `invite` links live longer than resets. */
  async createPasswordLink(
    tx: EntityManager,
    user: User,
    purpose: PasswordResetPurpose,
  ): Promise<string> {
    const token = newToken();
    const ttlMs =
      purpose === 'reset'
        ? this.config.resetTokenTtlMinutes * 60_000
        : this.config.inviteTokenTtlHours * 3_600_000;
    await tx.getRepository(PasswordReset).insert({
      workspaceId: user.workspaceId,
      userId: user.id,
      tokenHash: hashToken(token),
      purpose,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  /** Links in emails are built from PUBLIC_URL, never from the request's Host header. */
  passwordUrl(token: string): string {
    return `${this.config.publicUrl}/reset-password/${token}`;
  }

  /** Housekeeping: drop expired sessions and used or expired password links. */
  async purgeExpired(): Promise<{ sessions: number; links: number }> {
    const sessions = await deleteExpiredSessions(this.db);
    const links = await deleteClosedLinks(this.db);
    await this.throttle.purgeStale();
    return { sessions, links };
  }

  private async createSession(tx: EntityManager, user: User): Promise<string> {
    const token = newToken();
    await tx.getRepository(Session).insert({
      workspaceId: user.workspaceId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.config.sessionTtlHours * 3_600_000),
    });
    return token;
  }
}
