import { ApiProperty } from '@nestjs/swagger';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@outflow/domain';
import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';

/** `POST /api/workspaces/{id}/invitations {email, role}`. */
export class InviteMemberDto {
  @ApiProperty({ example: 'mia@example.com', description: 'Who may accept the link: they sign in with this address' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @IsString({ message: 'email must be a string' })
  email!: string;

  @ApiProperty({ enum: WORKSPACE_ROLES })
  @IsIn(WORKSPACE_ROLES, { message: `role must be one of ${WORKSPACE_ROLES.join(', ')}` })
  role!: WorkspaceRole;
}
