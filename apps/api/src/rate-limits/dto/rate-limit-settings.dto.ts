import { ApiProperty } from '@nestjs/swagger';
import { LIMIT_SLIDERS, MAX_DAILY_TOTAL, WEEKLY_CONNECTIONS, type RateLimitSettingsInput } from '@outflow/domain';
import { IsDefined, IsInt, Max, Min, ValidateIf } from 'class-validator';

/** Limits per slider maximum (spec 01 §5); every field is required, integers only. */
const limit = (key: keyof typeof LIMIT_SLIDERS): PropertyDecorator => {
  const max = LIMIT_SLIDERS[key].max;
  const decorators = [
    ApiProperty({ type: 'integer', minimum: 0, maximum: max }),
    IsDefined({ message: `${key} is required` }),
    IsInt({ message: `${key} must be a whole number` }),
    Min(0, { message: `${key} must be at least 0` }),
    Max(max, { message: `${key} must be at most ${max}` }),
  ];
  return (target, property) => decorators.forEach((d) => d(target, property));
};

export class RateLimitSettingsDto implements RateLimitSettingsInput {
  @limit('connections') connections!: number;
  @limit('messages') messages!: number;
  @limit('profileViews') profileViews!: number;
  @limit('inmails') inmails!: number;
  @limit('likes') likes!: number;
  @limit('endorsements') endorsements!: number;
  @limit('followings') followings!: number;
  @limit('emails') emails!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_DAILY_TOTAL })
  @IsDefined({ message: 'total is required' })
  @IsInt({ message: 'total must be a whole number' })
  @Min(1, { message: 'total must be positive' })
  @Max(MAX_DAILY_TOTAL, { message: `total must be at most ${MAX_DAILY_TOTAL}` })
  total!: number;

  /** The rolling 7-day invitation cap; left out, it keeps its value (the spec's body has only the eight limits and the total). */
  @ApiProperty({
    required: false,
    minimum: WEEKLY_CONNECTIONS.min,
    maximum: WEEKLY_CONNECTIONS.max,
    default: WEEKLY_CONNECTIONS.default,
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsInt({ message: 'weeklyConnections must be a whole number' })
  @Min(WEEKLY_CONNECTIONS.min, { message: `weeklyConnections must be at least ${WEEKLY_CONNECTIONS.min}` })
  @Max(WEEKLY_CONNECTIONS.max, { message: `weeklyConnections must be at most ${WEEKLY_CONNECTIONS.max}` })
  weeklyConnections?: number;
}
