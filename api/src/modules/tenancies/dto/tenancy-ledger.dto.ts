import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LEDGER_DIRECTIONS,
  LEDGER_ENTRY_KINDS,
  type LedgerDirection,
  type LedgerEntryKind,
  PAYOUT_STATES,
  type PayoutState,
  type TenancyLedgerDto,
  type TenancyLedgerLineDto,
  type TenancyReceiptLinkDto,
} from '@rentnaija/shared';
import { IsIn } from 'class-validator';
import { Optional } from '../../../common/http/validators.js';

const FORMATS = ['json', 'csv'] as const;

export class TenancyLedgerQueryDto {
  @ApiPropertyOptional({ enum: FORMATS, description: 'csv: the same lines as a CSV download' })
  @Optional()
  @IsIn(FORMATS, { message: `format must be one of ${FORMATS.join(', ')}` })
  format?: (typeof FORMATS)[number];
}

class LedgerPayoutDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  reference: string;

  @ApiProperty({ enum: PAYOUT_STATES })
  state: PayoutState;
}

class TenancyLedgerLineResponseDto implements TenancyLedgerLineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: LEDGER_ENTRY_KINDS })
  kind: LedgerEntryKind;

  @ApiProperty({ format: 'date-time', description: 'When the money moved' })
  occurredAt: string;

  @ApiProperty({ example: '2026-11-22', description: 'The day it moved, in West Africa Time' })
  date: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Whole naira, positive' })
  amount: number;

  @ApiProperty({
    enum: LEDGER_DIRECTIONS,
    description: 'in: from the tenant; out: released, paid out, refunded or deducted',
  })
  direction: LedgerDirection;

  @ApiProperty({
    description:
      'What RentNaija holds for the tenancy after this line (held − released − refunded)',
  })
  balance: number;

  @ApiProperty({ type: String, nullable: true, description: "The gateway's reference" })
  reference: string | null;

  @ApiProperty({ type: LedgerPayoutDto, nullable: true })
  payout: LedgerPayoutDto | null;
}

class TenancyLedgerTotalsDto {
  @ApiProperty()
  held: number;

  @ApiProperty()
  released: number;

  @ApiProperty()
  refunded: number;

  @ApiProperty()
  paidOut: number;
}

class TenancyReceiptLinkResponseDto implements TenancyReceiptLinkDto {
  @ApiProperty({ enum: ['payment', 'rent'] })
  kind: 'payment' | 'rent';

  @ApiProperty({ example: 'Payment receipt' })
  label: string;

  @ApiProperty({ example: '/api/payments/5b0c…/receipt.pdf', description: 'The PDF' })
  url: string;
}

export class TenancyLedgerResponseDto implements TenancyLedgerDto {
  @ApiProperty({ format: 'uuid' })
  tenancyId: string;

  @ApiProperty({ example: 'TN-3F2A9C1B' })
  reference: string;

  @ApiProperty({ type: [TenancyLedgerLineResponseDto], description: 'Oldest first' })
  lines: TenancyLedgerLineResponseDto[];

  @ApiProperty({ type: TenancyLedgerTotalsDto })
  totals: TenancyLedgerTotalsDto;

  @ApiProperty({ description: 'What RentNaija holds for the tenancy now' })
  balance: number;

  @ApiProperty({ type: [TenancyReceiptLinkResponseDto] })
  receipts: TenancyReceiptLinkResponseDto[];
}
