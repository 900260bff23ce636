import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AS_ADVERTISED_ANSWERS,
  type AsAdvertised,
  POWER_BACKUPS,
  type PowerBackup,
  REVIEW_ANSWER_LIMITS,
  REVIEW_CATEGORY_LABELS,
  REVIEW_MESSAGES,
  REVIEW_REPORT_LIMITS,
  REVIEW_STAGES,
  REVIEW_TEXT_LIMITS,
  type ReviewCategory,
  type ReviewStage,
} from '@rentnaija/shared';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.js';
import { Nullable, Trim } from '../../../common/http/validators.js';

/** Stars from 1 to 5 for one category, with the category's own message. */
const Stars = (category: ReviewCategory) => {
  const message = REVIEW_MESSAGES.stars(REVIEW_CATEGORY_LABELS[category]);
  return applyDecorators(
    ApiProperty({ minimum: 1, maximum: 5, description: `${REVIEW_CATEGORY_LABELS[category]}` }),
    IsInt({ message }),
    Min(1, { message }),
    Max(5, { message }),
  );
};

/** Trimmed text between `limits`, with the messages for missing, short and long text. */
export const Words = (
  limits: { min: number; max: number },
  messages: { required: string; short: string; long: string },
  description: string,
) =>
  applyDecorators(
    ApiProperty({ minLength: limits.min, maxLength: limits.max, description }),
    Trim(),
    IsString({ message: messages.required }),
    IsNotEmpty({ message: messages.required }),
    MinLength(limits.min, { message: messages.short }),
    MaxLength(limits.max, { message: messages.long }),
  );

export class CreateReviewDto {
  @ApiProperty({ enum: REVIEW_STAGES, description: 'During the tenancy, or at its end' })
  @IsIn(REVIEW_STAGES, { message: REVIEW_MESSAGES.stage })
  stage: ReviewStage;

  @Stars('power')
  power: number;

  @Stars('water')
  water: number;

  @Stars('security')
  security: number;

  @Stars('responsiveness')
  responsiveness: number;

  @ApiProperty({ enum: AS_ADVERTISED_ANSWERS, description: 'Was the home as advertised?' })
  @IsIn(AS_ADVERTISED_ANSWERS, { message: REVIEW_MESSAGES.asAdvertised })
  asAdvertised: AsAdvertised;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 24,
    description: 'Hours of grid power a day',
  })
  @Nullable()
  @IsInt({ message: REVIEW_MESSAGES.powerGridHours })
  @Min(0, { message: REVIEW_MESSAGES.powerGridHours })
  @Max(24, { message: REVIEW_MESSAGES.powerGridHours })
  powerGridHours?: number | null;

  @ApiPropertyOptional({ enum: POWER_BACKUPS, nullable: true, description: 'Power backup' })
  @Nullable()
  @IsIn(POWER_BACKUPS, { message: REVIEW_MESSAGES.powerBackup })
  powerBackup?: PowerBackup | null;

  @Words(
    REVIEW_TEXT_LIMITS,
    {
      required: REVIEW_MESSAGES.textRequired,
      short: REVIEW_MESSAGES.textShort,
      long: REVIEW_MESSAGES.textLong,
    },
    'What it was like to live there',
  )
  text: string;
}

export class AnswerReviewDto {
  @Words(
    REVIEW_ANSWER_LIMITS,
    {
      required: REVIEW_MESSAGES.answerRequired,
      short: REVIEW_MESSAGES.answerShort,
      long: REVIEW_MESSAGES.answerLong,
    },
    "The landlord's answer, shown under the review",
  )
  text: string;
}

export class ReportReviewDto {
  @Words(
    REVIEW_REPORT_LIMITS,
    {
      required: REVIEW_MESSAGES.reportRequired,
      short: REVIEW_MESSAGES.reportShort,
      long: REVIEW_MESSAGES.reportLong,
    },
    'What is wrong with the review, for our team',
  )
  reason: string;
}

/** `page` and `perPage` (default REVIEWS_PER_PAGE) of a listing's or a landlord's reviews. */
export class ReviewsQueryDto extends PageQueryDto {}
