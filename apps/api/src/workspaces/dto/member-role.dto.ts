import { ApiProperty } from '@nestjs/swagger';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@outflow/domain';
import { IsIn } from 'class-validator';

/** `PATCH /api/workspaces/{id}/members/{userId} {role}`. */
export class MemberRoleDto {
  @ApiProperty({ enum: WORKSPACE_ROLES })
  @IsIn(WORKSPACE_ROLES, { message: `role must be one of ${WORKSPACE_ROLES.join(', ')}` })
  role!: WorkspaceRole;
}
