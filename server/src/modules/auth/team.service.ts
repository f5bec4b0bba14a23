import {
  MESSAGES,
  canAssign,
  canManage,
  inviteSchema,
  isUuid,
  roleChangeSchema,
  userSearchSchema,
  type InviteCommand,
  type Role,
  type RoleChangeCommand,
  type UserSearchCommand,
} from '@outbound/common';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import { assertRole, forbidden } from '../../http/roles';
import type { AuthAudit } from './audit-trail';
import type { SystemMailService } from '../system-mail/system-mail.service';
import type { AuthService } from './auth.service';
import type { Caller } from './caller';
import { insertInvitedUser } from './queries';
import { lockTeammates, markRemoved, type LockedTeammate } from './team-queries';
import { User } from './user.entity';

/**
 * The caller's teammates: everyone in their workspace who was not removed. Roles and who may
 * change them: `@outbound/common` roles.ts (`canManage`, `canAssign`); the team calls need admin.
 */
export class TeamService {
  constructor(
    private readonly db: DataSource,
    private readonly auth: AuthService,
    private readonly mail: SystemMailService,
    private readonly audit: AuthAudit,
  ) {}

  /** Everyone in the caller's workspace, newest first (uses user_workspace_created_idx). */
  async listUsers(caller: Caller): Promise<User[]> {
    return this.db.getRepository(User).find({
      where: { workspaceId: caller.workspaceId, status: Not('removed') },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  async searchUsers(
    caller: Caller,
    page: UserSearchCommand,
  ): Promise<{ users: User[]; total: number }> {
    const { offset, limit } = await parse(userSearchSchema, page);
    const [users, total] = await this.db.getRepository(User).findAndCount({
      where: { workspaceId: caller.workspaceId, status: Not('removed') },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return { users, total };
  }

  /**
   * Adds a teammate to the caller's workspace with a role (member unless given; an admin invites
   * members and viewers, the owner admins too) and emails them a link to choose a password. The
   * user and the link exist only if the email was handed to the mail server.
   */
  async inviteUser(caller: Caller, command: InviteCommand): Promise<User> {
    assertRole(caller, 'admin');
    // A role that is not text is refused, not taken for a missing one (which means member).
    if (command.role != null && typeof command.role !== 'string') {
      throw AppError.badRequest(MESSAGES.invite.roleInvalid);
    }
    const invite = await parse(inviteSchema, { ...command, role: command.role ?? undefined });
    const role = invite.role as Role;
    if (!canAssign(caller.role, role)) throw forbidden();
    return this.db.transaction(async (tx) => {
      const id = await insertInvitedUser(tx, caller.workspaceId, { ...invite, role });
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

  /** Gives a teammate another role (admin, member or viewer); it applies at their next request. */
  async changeRole(caller: Caller, command: RoleChangeCommand): Promise<User> {
    assertRole(caller, 'admin');
    const { userId, role } = await parse(roleChangeSchema, command);
    return this.db.transaction(async (tx) => {
      const target = await this.manageable(tx, caller, userId);
      if (!canAssign(target.actor.role, role as Role)) throw forbidden();
      await tx.getRepository(User).update({ id: target.id }, { role: role as Role });
      await this.audit.recordTeammateChange(
        caller,
        'team.role_changed',
        target.id,
        { from: target.role, to: role },
        tx,
      );
      return tx.getRepository(User).findOneByOrFail({ id: target.id });
    });
  }

  /**
   * Takes a teammate off the team: their sessions end at once (their next request answers 401),
   * their open invite or reset links stop working, and the leads assigned to them become
   * unassigned. What they created stays with the workspace. Their address may be invited again.
   */
  async removeUser(caller: Caller, userId: string): Promise<void> {
    assertRole(caller, 'admin');
    const { userId: id } = await parse(roleChangeSchema.pick(['userId']), { userId });
    await this.db.transaction(async (tx) => {
      const target = await this.manageable(tx, caller, id);
      await markRemoved(tx, caller.workspaceId, target.id);
      await this.audit.recordTeammateChange(caller, 'team.user_removed', target.id, {}, tx);
    });
  }

  /**
   * The teammate a role change or removal acts on, with the caller as read under the same lock.
   * An id that is not a teammate (another workspace's, a removed one's) answers 404 like a missing
   * one; the caller's own id 400; a teammate the caller may not manage (the owner; an admin,
   * unless the caller is the owner) 403.
   */
  private async manageable(
    tx: EntityManager,
    caller: Caller,
    userId: string,
  ): Promise<LockedTeammate & { actor: LockedTeammate }> {
    if (userId === caller.userId) throw AppError.badRequest(MESSAGES.team.cannotChangeSelf);
    if (!isUuid(userId)) throw AppError.notFound(MESSAGES.team.notFound);
    const locked = await lockTeammates(tx, caller.workspaceId, [caller.userId, userId]);
    const actor = locked.get(caller.userId);
    if (!actor || actor.status !== 'active') throw AppError.unauthenticated();
    assertRole({ ...caller, role: actor.role }, 'admin');
    const target = locked.get(userId);
    if (!target) throw AppError.notFound(MESSAGES.team.notFound);
    if (!canManage(actor.role, target.role)) throw forbidden();
    return { ...target, actor };
  }
}
