import { MESSAGES, canAssign, inviteSchema, type InviteCommand, type Role } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import type { SystemMailService } from '../system-mail/system-mail.service';
import { parse } from '../../http/parse-input';
import { assertRole, forbidden } from '../../http/roles';
import type { AuthService } from './auth.service';
import type { Caller } from './caller';
import { insertInvitedUser } from './queries';
import { User } from './user.entity';

/** The caller's teammates: everyone in their workspace. */
export class TeamService {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
    private readonly mail: SystemMailService,
  ) {}

  /** Everyone in the caller's workspace, newest first (uses user_workspace_created_idx). */
  async listUsers(caller: Caller): Promise<User[]> {
    return this.db.getRepository(User).find({
      where: { workspaceId: caller.workspaceId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  async searchUsers(
    caller: Caller,
    page: { offset?: number; limit?: number },
  ): Promise<{ users: User[]; total: number }> {
    const offset = Math.max(0, Math.trunc(page.offset ?? 0));
    const limit = Math.min(100, Math.max(1, Math.trunc(page.limit ?? 10)));
    if (!Number.isFinite(offset) || !Number.isFinite(limit)) {
      throw AppError.badRequest('offset and limit must be numbers');
    }
    const [users, total] = await this.db.getRepository(User).findAndCount({
      where: { workspaceId: caller.workspaceId },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return { users, total };
  }

  /**
   * Adds a teammate to the caller's workspace and emails them a link to choose a password. The
   * user and the link exist only if the email was handed to the mail server.
   */
  async inviteUser(caller: Caller, command: InviteCommand): Promise<User> {
    assertRole(caller, 'admin');
    const { name, email, role } = await parse(inviteSchema, {
      ...command,
      role: command.role ?? undefined,
    });
    if (!canAssign(caller.role, role as Role)) throw forbidden();
    return this.db.transaction(async (tx) => {
      const id = await insertInvitedUser(tx, caller.workspaceId, {
        name,
        email,
        role: role as Role,
      });
      if (!id) throw AppError.conflict(MESSAGES.invite.duplicate);
      const user = await tx
        .getRepository(User)
        .findOneByOrFail({ id, workspaceId: caller.workspaceId });
      const inviter = await tx
        .getRepository(User)
        .findOneByOrFail({ id: caller.userId, workspaceId: caller.workspaceId });
      const token = await this.auth.createPasswordLink(tx, user, 'invite');
      await this.mail.send({
        to: user.email,
        subject: `${inviter.name} invited you to Outbound`,
        text:
          `Hello ${user.name},\n\n${inviter.name} (${inviter.email}) invited you to their team on ` +
          `Outbound.\nOpen this link to choose your password and sign in:\n\n` +
          `${this.auth.passwordUrl(token)}\n\nThe link works once and expires in 7 days.\n`,
      });
      return user;
    });
  }
}
