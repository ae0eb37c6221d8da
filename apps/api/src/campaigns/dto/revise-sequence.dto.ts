import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** Where the leads waiting on one removed step go. */
export class SequenceMoveDto {
  @ApiProperty({ description: 'A step (node id) the new sequence removes', example: 'n2', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  from!: string;

  @ApiProperty({
    enum: ['next', 'step', 'finish'],
    description: "The removed step's next step, a picked step, or finish",
  })
  @IsIn(['next', 'step', 'finish'])
  to!: 'next' | 'step' | 'finish';

  @ApiProperty({ required: false, description: "With to: 'step', the step of the new sequence", maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  stepId?: string;
}

/** The builder graph, checked as at creation (spec 02 §5), whose shape the domain validates. */
export class SequencePreviewDto {
  @ApiProperty({ description: 'The builder graph: { nodes, edges }', type: Object })
  @IsObject()
  sequence!: { nodes: unknown; edges: unknown };
}

/** PUT /api/campaigns/{id}/sequence: the new version, and a move for each step it removes. */
export class ReviseSequenceDto extends SequencePreviewDto {
  @ApiProperty({ type: [SequenceMoveDto], description: 'One for each removed step' })
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => SequenceMoveDto)
  moves!: SequenceMoveDto[];
}
