import { Body, Controller, Delete, Get, HttpCode, Inject, Logger, Param, Patch, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  Done,
  IssuedInvitation,
  WorkspaceHistory,
  WorkspaceInvitationList,
  WorkspaceList,
  WorkspaceMemberList,
  WorkspaceSummary,
} from '@outflow/api-contract';
import { invitationLink, newSingleUseToken, type Mailer } from '@outflow/auth';
import type { Config } from '@outflow/config';
import {
  DomainError,
  type Clock,
  type EventMetadata,
  type WorkspaceEvent,
  type WorkspaceRole,
  type WorkspaceCommand,
} from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import {
  findMemberships,
  findSenders,
  listMembers,
  listOpenInvitations,
  workspaceHistory,
  type ReadModelDb,
} from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { OpenRoute } from '../access/open-route.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK, CONFIG, LINKEDIN, MAILER, READ_DB } from '../infrastructure/tokens';
import { DeleteCampaignCommand } from '../campaigns/commands/delete-campaign.handler';
import { RemoveLinkedInAccountCommand } from '../linkedin/commands/remove-linkedin-account.handler';
import { ChangeWorkspaceCommand, type AtNow } from './commands/change-workspace.handler';
import { InviteMemberDto } from './dto/invite-member.dto';
import { MemberRoleDto } from './dto/member-role.dto';
import { SenderAccessDto } from './dto/sender-access.dto';
import { WorkspaceNameDto } from './dto/workspace-name.dto';
import { inWorkspace } from './in-workspace';
import { WorkspaceMembership, type WorkspaceSeat } from './workspace-membership';

/**
 * Workspaces (issue 20): the caller's workspaces, and each one's members, invitations and history.
 * These routes name their workspace in the path (not the X-Outflow-Workspace header) and are open
 * whatever the workspace's subscription: a team is set up before it pays. Signed-in users only.
 */
@ApiTags('workspaces')
@ApiBearerAuth()
@OpenRoute()
@Controller('workspaces')
export class WorkspacesController {
  private readonly logger = new Logger('Workspaces');

  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    private readonly membership: WorkspaceMembership,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAILER) private readonly mailer: Mailer | null,
    @Inject(LINKEDIN) private readonly linkedIn: LinkedInProvider | null,
  ) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<WorkspaceList> {
    const rows = await findMemberships(this.db, user.id);
    const data: WorkspaceSummary[] = rows.map((m) => ({
      id: m.workspaceId,
      name: m.name,
      personal: m.personal,
      role: m.role,
    }));
    // Their personal workspace is theirs from sign-up, projected or not yet.
    if (!data.some((w) => w.id === user.id))
      data.unshift({ id: user.id, name: user.name || user.email, personal: true, role: 'owner' });
    return { data };
  }

  @Post()
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: WorkspaceNameDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<WorkspaceSummary> {
    const workspaceId = randomUUID();
    const result = await this.change({ workspaceId, name: '', personal: false }, user, metadata, {
      type: 'CreateWorkspace',
      data: { workspaceId, name: body.name, ownerId: user.id, personal: false },
    });
    const created = result.newEvents.find((e) => e.type === 'WorkspaceCreated');
    return {
      id: workspaceId,
      name: created?.type === 'WorkspaceCreated' ? created.data.name : body.name.trim(),
      personal: false,
      role: 'owner',
    };
  }

  @Patch(':id')
  async rename(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: WorkspaceNameDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<WorkspaceSummary> {
    const seat = await this.membership.seat(user, id, 'admin');
    const result = await this.change(seat, user, metadata, {
      type: 'RenameWorkspace',
      data: { by: user.id, name: body.name },
    });
    const renamed = result.newEvents.find((e) => e.type === 'WorkspaceRenamed');
    const name = renamed?.type === 'WorkspaceRenamed' ? renamed.data.name : seat.name;
    return { id, name, personal: seat.personal, role: seat.role as WorkspaceRole };
  }

  /**
   * Deletes the workspace (its owners; never a personal one). Its campaigns are deleted first, so
   * nothing more reaches LinkedIn from it; then its senders are removed at the provider (an account
   * left behind there keeps costing and syncing; a failure there answers before the workspace goes,
   * so a retry finishes the job); then its members lose it and its open invitations stop working.
   */
  @Delete(':id')
  @HttpCode(200)
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    const seat = await this.membership.seat(user, id, 'owner');
    if (seat.personal) throw new DomainError('Your personal workspace cannot be deleted', 'PERSONAL_WORKSPACE', 'id');
    const scoped = inWorkspace(metadata, id, user.id);
    const campaigns = await this.db.selectFrom('campaigns').select('id').where('user_id', '=', id).execute();
    for (const campaign of campaigns)
      await this.projection.waitForAppend(
        await this.commands.execute(new DeleteCampaignCommand(id, campaign.id, scoped)),
      );
    // No provider configured: no account was connected through one.
    if (this.linkedIn)
      for (const sender of await findSenders(this.db, id))
        if (sender.accountId !== null)
          await this.commands.execute(new RemoveLinkedInAccountCommand(id, sender.accountId, scoped));
    await this.change(seat, user, metadata, { type: 'DeleteWorkspace', data: { by: user.id } });
    return { success: true };
  }

  @Get(':id/members')
  async members(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<WorkspaceMemberList> {
    await this.membership.seat(user, id, 'member', true);
    const rows = await listMembers(this.db, id);
    return { data: rows.map((m) => ({ ...m, senderAccess: [...m.senderAccess] })) };
  }

  @Patch(':id/members/:userId')
  async changeRole(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('userId') userId: string,
    @Body() body: MemberRoleDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<WorkspaceMemberList> {
    const seat = await this.membership.seat(user, id, 'admin');
    await this.change(seat, user, metadata, {
      type: 'ChangeMemberRole',
      data: { by: user.id, userId, role: body.role },
    });
    return this.members(user, id);
  }

  /** Removes a member; a member removing themself leaves the workspace. */
  @Delete(':id/members/:userId')
  @HttpCode(200)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('userId') userId: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    const seat = await this.membership.seat(user, id, userId === user.id ? 'member' : 'admin');
    await this.change(seat, user, metadata, { type: 'RemoveMember', data: { by: user.id, userId } });
    return { success: true };
  }

  /** The senders (LinkedIn accounts) a `member` may use. */
  @Put(':id/members/:userId/senders')
  async senders(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('userId') userId: string,
    @Body() body: SenderAccessDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<WorkspaceMemberList> {
    const seat = await this.membership.seat(user, id, 'admin');
    await this.change(seat, user, metadata, {
      type: 'SetSenderAccess',
      data: { by: user.id, userId, accountIds: body.accountIds },
    });
    return this.members(user, id);
  }

  @Post(':id/invitations')
  async invite(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: InviteMemberDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<IssuedInvitation> {
    const seat = await this.membership.seat(user, id, 'admin');
    const invitationId = randomUUID();
    const { token, tokenHash } = newSingleUseToken();
    const result = await this.change(seat, user, metadata, {
      type: 'InviteMember',
      data: { by: user.id, email: body.email, role: body.role, invitationId, tokenHash },
    });
    const issued = result.newEvents.find((e) => e.type === 'InvitationIssued');
    if (issued?.type !== 'InvitationIssued') throw new Error('The invitation was not recorded');
    const link = invitationLink(this.config.PUBLIC_URL, token);
    const emailed = await this.mail(issued.data.email, {
      workspaceName: seat.name,
      inviterName: user.name || user.email,
      role: issued.data.role,
      link,
    });
    return {
      id: invitationId,
      email: issued.data.email,
      role: issued.data.role,
      expiresAt: issued.data.expiresAt,
      invitedBy: user.id,
      createdAt: issued.data.occurredAt,
      link,
      emailed,
    };
  }

  @Get(':id/invitations')
  async invitations(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<WorkspaceInvitationList> {
    await this.membership.seat(user, id, 'admin', true);
    const rows = await listOpenInvitations(this.db, id, this.clock.now());
    return {
      data: rows.map((r) => ({
        id: r.invitation_id,
        email: r.email,
        role: r.role as WorkspaceRole,
        expiresAt: r.expires_at.toISOString(),
        invitedBy: r.invited_by,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  @Delete(':id/invitations/:invitationId')
  @HttpCode(200)
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    const seat = await this.membership.seat(user, id, 'admin');
    await this.change(seat, user, metadata, { type: 'RevokeInvitation', data: { by: user.id, invitationId } });
    return { success: true };
  }

  /** Every change to the workspace, newest first, with who made it. */
  @Get(':id/history')
  async history(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<WorkspaceHistory> {
    await this.membership.seat(user, id, 'admin', true);
    const rows = await workspaceHistory(this.db, id);
    return {
      data: rows.map((r) => ({
        id: r.id,
        type: r.type,
        occurredAt: r.occurred_at.toISOString(),
        data: r.data,
      })),
    };
  }

  /** One change on the workspace's stream, recorded with the workspace as tenant and the caller as the person. */
  private async change(
    seat: Pick<WorkspaceSeat, 'workspaceId' | 'name' | 'personal'>,
    user: AuthenticatedUser,
    metadata: EventMetadata,
    change: AtNow<WorkspaceCommand>,
  ): Promise<HandleCommandResult<WorkspaceEvent>> {
    const { workspaceId } = seat;
    const scoped = inWorkspace(metadata, workspaceId, user.id);
    const personalName = seat.personal && workspaceId === user.id ? seat.name : undefined;
    const result = await this.commands.execute(new ChangeWorkspaceCommand(workspaceId, change, scoped, personalName));
    await this.projection.waitForAppend(result);
    return result;
  }

  /** E-mails the link when SMTP is set; the inviter always sees it, to pass on. */
  private async mail(to: string, invitation: Parameters<Mailer['sendInvitation']>[1]): Promise<boolean> {
    if (!this.mailer) return false;
    try {
      await this.mailer.sendInvitation(to, invitation);
      return true;
    } catch (error) {
      this.logger.error(
        `could not mail an invitation to ${to}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }
}
