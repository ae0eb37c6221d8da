import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, MAX_API_KEY_NAME_LENGTH } from '@outflow/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn } from 'class-validator';
import { IsNonBlankText } from '../../common/text-field.decorator';

/** POST /api/api-keys: a name and the scopes the key holds. */
export class CreateApiKeyDto {
  @IsNonBlankText(MAX_API_KEY_NAME_LENGTH, 'What the key is for; its actions are recorded as api-key:<name>')
  name!: string;

  @ApiProperty({
    type: [String],
    enum: API_KEY_SCOPES,
    example: ['campaigns:read', 'leads:write'],
    description: '<area>:read or <area>:write; write also reads',
  })
  @IsArray({ message: 'scopes must be a list, e.g. ["campaigns:read"]' })
  @ArrayMinSize(1, { message: 'scopes must list at least one scope, e.g. campaigns:read' })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: `scopes takes at most ${API_KEY_SCOPES.length} scopes` })
  @IsIn(API_KEY_SCOPES, { each: true, message: `scopes must be among ${API_KEY_SCOPES.join(', ')}` })
  scopes!: string[];
}
