import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { InvitationsController } from './invitations.controller';
import { WorkspaceMembership } from './workspace-membership';
import { WorkspaceRoleGuard } from './workspace-role.guard';
import { WorkspacesController } from './workspaces.controller';
import { handlers } from './commands/handlers';

/**
 * Workspaces, members, roles and invitations (issue 20), and the role check every route meets.
 * Import it after AuthModule (the guard needs the workspace the AuthGuard resolves) and before
 * AccessModule (a role refusal comes before the subscription gate).
 */
@Module({
  controllers: [WorkspacesController, InvitationsController],
  providers: [...handlers, WorkspaceMembership, { provide: APP_GUARD, useClass: WorkspaceRoleGuard }],
})
export class WorkspacesModule {}
