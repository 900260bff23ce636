import { ApiProperty } from '@nestjs/swagger';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';

/** One staff decision: who, what, on which record, when, before and after. */
export class AuditLogResponseDto {
  @ApiUuid()
  id: string;

  @ApiUuid({ nullable: true })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  actorRole: string | null;

  @ApiProperty({ example: 'property.approve' })
  action: string;

  @ApiProperty({ example: 'property' })
  entityType: string;

  @ApiProperty()
  entityId: string;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true, description: 'The reason staff gave, if any' })
  reason: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The X-Request-Id of the request that made the decision',
  })
  requestId: string | null;

  @ApiTimestamp()
  createdAt: string;
}
