import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { InvitationPreview, WorkspaceSummary } from '@outflow/api-contract';
import { hashSingleUseToken } from '@outflow/auth';
import type { Clock, EventMetadata, WorkspaceRole } from '@outflow/domain';
import { findInvitationByTokenHash, findMembership, findWorkspace, type ReadModelDb } from '@outflow/read-models';
import { OpenRoute } from '../access/open-route.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { Public } from '../common/public.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { ChangeWorkspaceCommand } from './commands/change-workspace.handler';
import { inWorkspace } from './in-workspace';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const invitationNotFound = () =>
  new NotFoundException({
    statusCode: 404,
    message: 'This invitation does not exist',
    errorCode: 'INVITATION_NOT_FOUND',
    field: 'token',
  });

/**
 * An invitation's link (`/invitations/<token>`): its page shows what it invites to without a
 * sign-in (the token is the secret), and accepting it joins the signed-in user to the workspace
 * when their e-mail is the invited one, once, within 7 days.
 */
@ApiTags('workspaces')
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @Get(':token')
  async preview(@Param('token') token: string): Promise<InvitationPreview> {
    const invitation = await this.find(token);
    const workspace = await findWorkspace(this.db, invitation.workspace_id);
    const expired = invitation.state === 'open' && invitation.expires_at.getTime() <= this.clock.now().getTime();
    return {
      workspaceName: workspace?.name ?? '',
      email: invitation.email,
      role: invitation.role as WorkspaceRole,
      expiresAt: invitation.expires_at.toISOString(),
      state: expired ? 'expired' : (invitation.state as InvitationPreview['state']),
    };
  }

  @ApiBearerAuth()
  @OpenRoute()
  @Post(':token/accept')
  @HttpCode(200)
  async accept(
    @CurrentUser() user: AuthenticatedUser,
    @Param('token') token: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<WorkspaceSummary> {
    const invitation = await this.find(token);
    const workspaceId = invitation.workspace_id;
    const result = await this.commands.execute(
      new ChangeWorkspaceCommand(
        workspaceId,
        {
          type: 'AcceptInvitation',
          data: { invitationId: invitation.invitation_id, userId: user.id, email: user.email },
        },
        inWorkspace(metadata, workspaceId, user.id),
      ),
    );
    await this.projection.waitForAppend(result);
    // Already a member, they keep the role they had.
    const membership = await findMembership(this.db, user.id, workspaceId);
    return {
      id: workspaceId,
      name: membership?.name ?? '',
      personal: membership?.personal ?? false,
      role: membership?.role ?? (invitation.role as WorkspaceRole),
    };
  }

  private async find(token: string) {
    if (!TOKEN.test(token)) throw invitationNotFound();
    const invitation = await findInvitationByTokenHash(this.db, hashSingleUseToken(token));
    if (!invitation) throw invitationNotFound();
    return invitation;
  }
}
