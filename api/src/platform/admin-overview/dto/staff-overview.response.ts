import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { OverviewCountDto, StaffOverviewDto } from '@rentnaija/shared';
import { ApiTimestamp } from '../../../common/http/api-property.js';

export class OverviewCountResponseDto implements OverviewCountDto {
  @ApiProperty({ example: 3 })
  count: number;

  @ApiProperty({ example: 'KYC submissions waiting for review' })
  label: string;

  @ApiProperty({ description: 'The console resource that lists them', example: 'kyc-submissions' })
  resource: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The list filter that shows exactly these records',
    example: { status: 'pending' },
  })
  filter: Record<string, string>;
}

export class StaffOverviewResponseDto implements StaffOverviewDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(OverviewCountResponseDto) },
    description:
      'Counts of what needs action, by name (pendingListings, pendingKyc, pendingOwnershipProofs, ' +
      'newContactMessages, failedEmails, …); features add their own',
  })
  counts: Record<string, OverviewCountResponseDto>;

  @ApiTimestamp()
  generatedAt: string;
}
