import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsProviderId } from '../../common/provider-id.decorators';
import { WholeNumber } from '../../common/paging';

/** Far past any inbox; it keeps the offset a number Postgres reads as an integer. */
const MAX_SKIP = 1_000_000;

/**
 * `GET /api/messages/chats?limit=50&skip=0[&campaignsOnly=true][&accountId=][&campaignId=][&unread=true]`
 * (spec 01 §7; the sender, campaign and unread filters of issue 20's one inbox across senders).
 */
export class ListChatsQueryParams {
  @ApiPropertyOptional({ type: 'integer', default: 50, minimum: 1, maximum: 250 })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 250' })
  @Max(250, { message: 'limit must be between 1 and 250' })
  limit: number = 50;

  @ApiPropertyOptional({ type: 'integer', default: 0, minimum: 0, maximum: MAX_SKIP })
  @IsOptional()
  @WholeNumber()
  @IsInt({ message: 'skip must be a whole number' })
  @Min(0, { message: 'skip must not be negative' })
  @Max(MAX_SKIP, { message: `skip must be at most ${MAX_SKIP}` })
  skip: number = 0;

  @ApiPropertyOptional({ type: 'boolean', description: 'Only chats with a lead of the user’s campaigns' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === true ? true : value === 'false' || value === false ? false : value,
  )
  @IsBoolean({ message: 'campaignsOnly must be true or false' })
  campaignsOnly?: boolean;

  @ApiPropertyOptional({ description: 'Only the chats of this sender (a LinkedIn account of the workspace)' })
  @IsOptional()
  @IsProviderId('account')
  accountId?: string;

  @ApiPropertyOptional({ description: 'Only the chats with a lead of this campaign', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'campaignId must be a string' })
  @MaxLength(200, { message: 'campaignId must be at most 200 characters' })
  campaignId?: string;

  @ApiPropertyOptional({ type: 'boolean', description: 'Only chats with unread messages' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === true ? true : value === 'false' || value === false ? false : value,
  )
  @IsBoolean({ message: 'unread must be true or false' })
  unread?: boolean;
}
