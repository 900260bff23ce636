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
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { ListingSummaryDto } from '../../properties/dto/listing-summary.response.js';
import { UserRefDto } from '../../users/dto/user.response.js';

/** A landlord's proof of the right to let a listing; its file at `url`, authorised. */
export class OwnershipProofResponseDto implements OwnershipProofDto {
  @ApiUuid()
  id: string;

  @ApiUuid()
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

  @ApiTimestamp({ nullable: true })
  reviewedAt: string | null;

  @ApiTimestamp()
  createdAt: string;
}

class ProofListingDto extends PickType(ListingSummaryDto, ['id', 'title'] as const) {
  @ApiProperty({ description: "The listing's address now" })
  location: string;

  @ApiProperty()
  verifiedOwner: boolean;
}

class ProofLandlordDto extends UserRefDto {}

/** An ownership proof in the console, with its listing and landlord. */
export class AdminOwnershipProofResponseDto
  extends OwnershipProofResponseDto
  implements AdminOwnershipProofDto
{
  @ApiUuid({ nullable: true })
  reviewedBy: string | null;

  @ApiTimestamp()
  updatedAt: string;

  @ApiProperty({ type: ProofListingDto })
  property: ProofListingDto;

  @ApiProperty({ type: ProofLandlordDto })
  landlord: ProofLandlordDto;
}
