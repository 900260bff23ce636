import { ApiProperty } from '@nestjs/swagger';
import { OWNERSHIP_DOCUMENT_TYPES, type OwnershipDocumentType } from '@rentnaija/shared';
import { IsIn } from 'class-validator';

const TYPES = OWNERSHIP_DOCUMENT_TYPES.map((t) => t.value);

/** The multipart fields of POST /api/properties/:id/ownership-proofs besides the file. */
export class UploadOwnershipProofDto {
  @ApiProperty({ enum: TYPES })
  @IsIn(TYPES, { message: `documentType must be one of ${TYPES.join(', ')}` })
  documentType: OwnershipDocumentType;
}
