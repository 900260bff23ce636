import { ApiProperty } from '@nestjs/swagger';
import { DRAFT_KINDS, DRAFT_MAX_BYTES, type DraftDto, type DraftKind } from '@rentnaija/shared';
import { IsInt, IsObject, Max, Min } from 'class-validator';
import { ApiTimestamp } from '../../../common/http/api-property.js';

/** The most steps a form has; a draft's step is one of them. */
export const DRAFT_MAX_STEP = 20;

export class SaveDraftDto {
  @ApiProperty({ minimum: 0, maximum: DRAFT_MAX_STEP, description: 'The step, from 0' })
  @IsInt({ message: 'step must be a whole number' })
  @Min(0, { message: 'step must be 0 or more' })
  @Max(DRAFT_MAX_STEP, { message: `step must be at most ${DRAFT_MAX_STEP}` })
  step: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The values typed so far (at most ${DRAFT_MAX_BYTES / 1024} KB as JSON; no passwords, card details or identity numbers)`,
    example: { title: '2-bed flat in Yaba', bedrooms: 2 },
  })
  @IsObject({ message: 'data must be an object of the form’s values' })
  data: Record<string, unknown>;
}

export class DraftResponseDto implements DraftDto {
  @ApiProperty({ enum: DRAFT_KINDS })
  kind: DraftKind;

  @ApiProperty({ description: "The listing the draft is for; '' for none" })
  key: string;

  @ApiProperty({ description: 'The step, from 0' })
  step: number;

  @ApiProperty({ type: 'object', additionalProperties: true })
  data: Record<string, unknown>;

  @ApiTimestamp()
  updatedAt: string;
}
