import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_URL_LENGTH } from '@outflow/domain';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { LeadSelectionDto } from '../../campaigns/dto/campaign-leads.dto';

/** Most members one request puts on the list (a CSV of that many lines at most). */
export const MAX_DO_NOT_CONTACT_BATCH = 5_000;

/**
 * `POST /api/do-not-contact`: profile URLs (`profileUrls`), a pasted or CSV text (`text`), or leads
 * of the user's campaigns (`leadIds`, or all `matching` a filter: the lead tables' "Stop contacting"),
 * and an optional reason shown beside each entry.
 */
export class AddDoNotContactDto extends LeadSelectionDto {
  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_DO_NOT_CONTACT_BATCH,
    example: ['https://www.linkedin.com/in/some-one/'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_DO_NOT_CONTACT_BATCH)
  @IsString({ each: true })
  @MaxLength(MAX_URL_LENGTH, { each: true, message: `each profile URL must be at most ${MAX_URL_LENGTH} characters` })
  profileUrls?: string[];

  @ApiPropertyOptional({ description: 'Profile URLs one per line, or a CSV file as text', maxLength: 1_000_000 })
  @IsOptional()
  @IsString()
  @MaxLength(1_000_000)
  text?: string;

  @ApiPropertyOptional({ maxLength: 500, nullable: true, example: 'Existing customer' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
