import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  type AdminOwnershipProofDto,
  DOCUMENT_MIME_TYPES,
  OWNERSHIP_DOCUMENT_TYPES,
  type OwnershipDocumentType,
  type OwnershipProofDto,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@rentnaija/shared';
import { ListingSummaryDto } from '../../properties/dto/listing-summary.response.js';

/** A landlord's proof of the right to let a listing; its file at `url`, authorised. */
export class OwnershipProofResponseDto implements OwnershipProofDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  propertyId: string;

  @ApiProperty({ enum: OWNERSHIP_DOCUMENT_TYPES.map((t) => t.value) })
  documentType: OwnershipDocumentType;

  @ApiProperty({ example: 'deed-of-assignment.pdf' })
  fileName: string;

  @ApiProperty({ enum: DOCUMENT_MIME_TYPES, description: 'Decided by the bytes, not the name' })
  mimeType: OwnershipProofDto['mimeType'];

  @ApiProperty()
  size: number;

  @ApiProperty({
    example: '/api/ownership-proofs/5b6f…/document',
    description: "The listing's landlord and staff only",
  })
  url: string;

  @ApiProperty({ enum: REVIEW_STATUSES })
  status: ReviewStatus;

  @ApiProperty({ type: String, nullable: true, description: "The reviewer's reason" })
  rejectionReason: string | null;

  @ApiProperty({ description: "The listing's address when the proof was sent" })
  listingAddress: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

class ProofListingDto extends PickType(ListingSummaryDto, ['id', 'title'] as const) {
  @ApiProperty({ description: "The listing's address now" })
  location: string;

  @ApiProperty()
  verifiedOwner: boolean;
}

class ProofLandlordDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;
}

/** An ownership proof in the console, with its listing and landlord. */
export class AdminOwnershipProofResponseDto
  extends OwnershipProofResponseDto
  implements AdminOwnershipProofDto
{
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  reviewedBy: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ type: ProofListingDto })
  property: ProofListingDto;

  @ApiProperty({ type: ProofLandlordDto })
  landlord: ProofLandlordDto;
}
