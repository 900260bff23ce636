import { ApiProperty } from '@nestjs/swagger';
import { TenancyDisputePhotoResponseDto, TenancyResponseDto } from './tenancy.response.js';

/** A tenant's report of a problem and its decision, as the console shows it. */
export class TenancyDisputeResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['open', 'decided'] })
  state: 'open' | 'decided';

  @ApiProperty({ type: TenancyResponseDto })
  tenancy: TenancyResponseDto;

  @ApiProperty({ description: 'What the tenant says is wrong' })
  tenantWords: string;

  @ApiProperty({ type: [TenancyDisputePhotoResponseDto], description: 'The tenant’s photos' })
  tenantPhotos: TenancyDisputePhotoResponseDto[];

  @ApiProperty({ type: String, nullable: true, description: 'The landlord’s answer' })
  landlordWords: string | null;

  @ApiProperty({
    type: [TenancyDisputePhotoResponseDto],
    description: 'The landlord’s photos with the answer',
  })
  landlordPhotos: TenancyDisputePhotoResponseDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  landlordRespondedAt: string | null;

  @ApiProperty({ enum: ['refund_full', 'refund_partial', 'release'], nullable: true })
  decision: 'refund_full' | 'refund_partial' | 'release' | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Whole naira refunded to the tenant' })
  refundAmount: number | null;

  @ApiProperty({
    type: Number,
    description: 'The move-in rent and fees held for the landlord (the caution deposit aside)',
  })
  releasable: number;

  @ApiProperty({ type: String, nullable: true })
  decidedByName: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  decisionReason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
