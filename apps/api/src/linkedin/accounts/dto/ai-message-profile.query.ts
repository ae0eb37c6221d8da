import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isLinkedInProfileUrl, MAX_URL_LENGTH } from '@outflow/domain';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

/** `?url=` of the profile to fetch for the AI message generator. */
export class AiMessageProfileQuery {
  @ApiProperty({ example: 'https://www.linkedin.com/in/some-one/', maxLength: MAX_URL_LENGTH })
  @IsString()
  @MaxLength(MAX_URL_LENGTH)
  @ValidateBy({
    name: 'isLinkedInProfileUrl',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isLinkedInProfileUrl(value),
      defaultMessage: () => 'url must be a LinkedIn profile URL (https://www.linkedin.com/in/...)',
    },
  })
  url!: string;

  /** `false`: the member is not told (the action editor's preview); the message generator's fetch is a visit. */
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'true' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'notify must be true or false' })
  notify?: 'true' | 'false';
}
