import {
  MESSAGES,
  currentPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { affectedCount, updatedRows } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { SystemMailService } from '../system-mail/system-mail.service';
import type { Caller } from './caller';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordReset, type PasswordResetPurpose } from './password-reset.entity';
import { hashPassword, hashToken, newToken, verifyPassword } from './credential-hashing';
import { Session } from './session.entity';
import { User } from './user.entity';

/** Sign-in, sessions and passwords. */
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mail: SystemMailService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async login(input: unknown, ip: string): Promise<{ token: string; user: User }> {
    const { email, password } = await parse(loginSchema, input);
    const keys = LoginThrottleService.keys(email, ip);
    await this.throttle.charge(keys); // before the check: parallel guesses cannot overtake it
    const user = await this.db.getRepository(User).findOneBy({ email });
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid || user.status !== 'active') {
      throw new AppError('INVALID_CREDENTIALS', MESSAGES.global.invalidCredentials);
    }
    await this.throttle.settleSuccess(keys);
    const token = await this.createSession(this.db.manager, user);
    return { token, user };
  }

  /** The caller behind a bearer token, or undefined when it is unknown, expired or revoked. */
  async authenticate(token: string): Promise<Caller | undefined> {
    const rows: { id: string; user_id: string; workspace_id: string }[] = await this.db.query(
      `SELECT s.id, s.user_id, s.workspace_id FROM session s JOIN "user" u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
          AND u.status = 'active'`,
      [hashToken(token)],
    );
    const row = rows[0];
    return row && { sessionId: row.id, userId: row.user_id, workspaceId: row.workspace_id };
  }

  async logout(caller: Caller): Promise<void> {
    await this.db.query(
      `UPDATE session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [caller.sessionId],
    );
  }

  async me(caller: Caller): Promise<User> {
    const user = await this.db
      .getRepository(User)
      .findOneBy({ id: caller.userId, workspaceId: caller.workspaceId });
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  /** Always succeeds, whether or not the address has an account, so it reveals nothing. */
  async forgotPassword(input: unknown): Promise<void> {
    const { email } = await parse(forgotPasswordSchema, input);
    const user = await this.db.getRepository(User).findOneBy({ email });
    if (!user) return;
    // One reset email per address per minute: the form cannot be used to flood someone's inbox.
    const [recent] = await this.db.query(
      `SELECT 1 FROM password_reset WHERE user_id = $1 AND purpose = 'reset'
          AND created_at > now() - interval '1 minute' LIMIT 1`,
      [user.id],
    );
    if (recent) return;
    await this.db.transaction(async (tx) => {
      const token = await this.createPasswordLink(tx, user, 'reset');
      await this.mail.send({
        to: user.email,
        subject: 'Reset your Outbound password',
        text:
          `Hello ${user.name},\n\nSomeone asked to reset the password of your Outbound account.\n` +
          `Open this link within an hour to choose a new one:\n\n${this.passwordUrl(token)}\n\n` +
          `If it was not you, ignore this email; your password stays the same.\n`,
      });
    });
  }

  /** A reset or invite link: sets the password of the link's user (single use), signs them out everywhere. */
  async resetPassword(input: { token: string; password?: unknown }): Promise<void> {
    const passwordHash = await hashPassword(await parse(newPasswordSchema, input.password));
    await this.db.transaction(async (tx) => {
      const used = updatedRows<{ user_id: string }>(
        await tx.query(
          `UPDATE password_reset SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [hashToken(input.token)],
        ),
      );
      if (used.length === 0) throw AppError.badRequest(MESSAGES.resetPassword.invalidToken);
      await this.setPassword(tx, used[0].user_id, passwordHash);
    });
  }

  /**
   * The account menu: the caller proves their current password (charged to the sign-in throttle,
   * so a stolen session cannot guess it), then their other sessions end.
   */
  async changePassword(
    caller: Caller,
    input: { currentPassword?: unknown; password?: unknown },
    ip: string,
  ): Promise<void> {
    const password = await parse(newPasswordSchema, input.password);
    const current = await parse(currentPasswordSchema, input.currentPassword);
    const user = await this.me(caller);
    const keys = LoginThrottleService.keys(user.email, ip);
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
    await tx.query(
      `UPDATE "user" SET password_hash = $2, status = 'active', updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
    await tx.query(
      `UPDATE session SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2`,
      [userId, keepSession ?? null],
    );
    await tx.query(
      `UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
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
    const sessions = affectedCount(
      await this.db.query(
        `DELETE FROM session WHERE expires_at < now() OR revoked_at < now() - interval '1 day'`,
      ),
    );
    const links = affectedCount(
      await this.db.query(
        `DELETE FROM password_reset WHERE expires_at < now() OR used_at IS NOT NULL`,
      ),
    );
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
