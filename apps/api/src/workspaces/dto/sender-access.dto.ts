import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Matches } from 'class-validator';

/** `PUT /api/workspaces/{id}/members/{userId}/senders {accountIds}`: the senders a member may use. */
export class SenderAccessDto {
  @ApiProperty({ type: [String], description: 'LinkedIn account ids of the workspace' })
  @IsArray({ message: 'accountIds must be a list of LinkedIn account ids' })
  @ArrayMaxSize(500, { message: 'accountIds takes at most 500 ids' })
  @IsString({ each: true, message: 'accountIds must hold LinkedIn account ids' })
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { each: true, message: 'accountIds must hold LinkedIn account ids' })
  accountIds!: string[];
}
