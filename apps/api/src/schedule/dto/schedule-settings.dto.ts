import { ApiProperty } from '@nestjs/swagger';

/**
 * The schedule as the API documents it. The body is checked by the domain (parseScheduleSettings),
 * field by field, so the browser and the server share one set of rules and messages.
 */
export class WorkingHoursDto {
  @ApiProperty({ description: 'Working hours apply (steps wait for the window)' })
  enabled!: boolean;

  @ApiProperty({ type: [Number], description: 'ISO weekdays, 1 = Monday … 7 = Sunday', example: [1, 2, 3, 4, 5] })
  days!: number[];

  @ApiProperty({ example: '08:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
  start!: string;

  @ApiProperty({ example: '18:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
  end!: string;
}

export class WarmUpDto {
  @ApiProperty({ description: 'A newly connected account ramps its limits up over 14 days' })
  enabled!: boolean;
}

export class ScheduleSettingsDto {
  @ApiProperty({ example: 'Europe/Paris', description: 'IANA time zone: quota days are its local days' })
  timeZone!: string;

  @ApiProperty({ type: WorkingHoursDto })
  workingHours!: WorkingHoursDto;

  @ApiProperty({ type: WarmUpDto })
  warmUp!: WarmUpDto;
}
