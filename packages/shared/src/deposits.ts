/**
 * The caution deposit, protected: held by RentNaija for the whole tenancy, returned at its end
 * less only deductions the tenant accepted or staff decided. The check-in and check-out reports
 * record each room's condition; normal wear is never deducted.
 */

/** Days from the move-in date the tenant has to fill the check-in report (then it stands). */
export const CHECK_IN_DAYS = 7;
/** Days from the move-out date the landlord has to propose deductions (then all goes back). */
export const DEDUCTION_WINDOW_DAYS = 14;
/** Days the tenant has to accept or dispute each deduction (silence accepts). */
export const DEDUCTION_RESPONSE_DAYS = 7;
/** Most rooms in a report, deductions in a proposal, photos a room or deduction carries. */
export const REPORT_MAX_ROOMS = 20;
export const DEDUCTIONS_MAX = 10;
export const DEPOSIT_MAX_PHOTOS = 6;
/** Most characters of a room's notes or a deduction's reason. */
export const DEPOSIT_TEXT_MAX_LENGTH = 1000;

/** What normal wear is: named in the agreement and on the report screens. */
export const NORMAL_WEAR =
  'Normal wear and tear is never deducted: paint faded by sun or age, light scuffs and marks on walls, floors and carpets worn by ordinary use, small nail or picture holes, and fittings loosened by everyday use.';

export const DEPOSIT_REPORT_KINDS = ['check_in', 'check_out'] as const;
export type DepositReportKind = (typeof DEPOSIT_REPORT_KINDS)[number];
export const DEPOSIT_REPORT_LABELS: Record<DepositReportKind, string> = {
  check_in: 'Check-in report',
  check_out: 'Check-out report',
};

export const ROOM_CONDITIONS = ['good', 'fair', 'damaged'] as const;
export type RoomCondition = (typeof ROOM_CONDITIONS)[number];
export const ROOM_CONDITION_LABELS: Record<RoomCondition, string> = {
  good: 'Good',
  fair: 'Fair (normal wear)',
  damaged: 'Damaged',
};

/** The rooms a report starts with; the tenant adds or removes rooms. */
export const DEFAULT_ROOMS = ['Living room', 'Kitchen', 'Bedroom', 'Bathroom'] as const;

/** A photo of a report or a deduction: private, read at `url` by the parties and staff. */
export interface DepositPhotoDto {
  id: string;
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** One room of a report, as a party wrote it. */
export interface DepositRoomDto {
  name: string;
  condition: RoomCondition;
  notes: string;
  photos: DepositPhotoDto[];
}

/** A room as a party sends it: the photos uploaded first, named by id. */
export interface DepositRoomRequest {
  name: string;
  condition: RoomCondition;
  notes?: string;
  photoIds?: string[];
}

export interface DepositReportRequest {
  rooms: DepositRoomRequest[];
}

export interface DepositReportDto {
  kind: DepositReportKind;
  /** The tenant's rooms. */
  rooms: DepositRoomDto[];
  /** What the landlord added, room by room. */
  landlordRooms: DepositRoomDto[];
  tenantSignedAt: string | null;
  landlordSignedAt: string | null;
  /** When it stood as the tenant wrote it, unsigned after its time. */
  stoodAt: string | null;
  /** Final: both signed, or it stood. */
  final: boolean;
  updatedAt: string;
}

export const DEDUCTION_STATES = ['proposed', 'accepted', 'disputed', 'decided'] as const;
export type DeductionState = (typeof DEDUCTION_STATES)[number];
export const DEDUCTION_STATE_LABELS: Record<DeductionState, string> = {
  proposed: 'Waiting for the tenant',
  accepted: 'Accepted',
  disputed: 'Disputed',
  decided: 'Decided by RentNaija',
};

export interface DeductionRequest {
  amount: number;
  reason: string;
  room?: string;
  photoIds?: string[];
}

export interface ProposeDeductionsRequest {
  deductions: DeductionRequest[];
}

export interface DepositDeductionDto {
  id: string;
  amount: number;
  reason: string;
  room: string | null;
  photos: DepositPhotoDto[];
  state: DeductionState;
  /** Accepted because the tenant did not answer in time. */
  acceptedBySilence: boolean;
  /** What the tenant said disputing it. */
  disputeReason: string | null;
  /** Whole naira staff kept for the landlord of a disputed deduction. */
  awardedAmount: number | null;
  respondBy: string;
  respondedAt: string | null;
}

export const DEPOSIT_STATES = [
  'held',
  'awaiting_tenant',
  'disputed',
  'returned_in_full',
  'returned_in_part',
] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  held: 'Held by RentNaija',
  awaiting_tenant: 'Deductions proposed',
  disputed: 'Disputed: RentNaija decides',
  returned_in_full: 'Returned in full',
  returned_in_part: 'Returned in part',
};

/** The deposit of a tenancy as its parties see it. */
export interface TenancyDepositDto {
  tenancyId: string;
  amount: number;
  state: DepositState;
  /** The last day (WAT) the check-in report may be filled or signed. */
  checkInDueBy: string | null;
  /** The last day (WAT) the landlord may propose deductions; null before notice. */
  deductionsDueBy: string | null;
  checkIn: DepositReportDto | null;
  checkOut: DepositReportDto | null;
  deductions: DepositDeductionDto[];
  /** Once settled: what was paid to the landlord and refunded to the tenant. */
  landlordAmount: number | null;
  tenantAmount: number | null;
  settledAt: string | null;
  decisionReason: string | null;
  normalWear: string;
}

/** A disputed deposit as the console shows it: both reports side by side. */
export interface AdminDepositDisputeDto {
  id: string;
  tenancyId: string;
  reference: string;
  title: string;
  tenantName: string;
  landlordName: string;
  /** `disputed` waits for staff; `settled` once decided and paid out. */
  state: 'disputed' | 'settled';
  amount: number;
  /** Sum of the deductions the tenant disputes. */
  disputedAmount: number;
  /** Sum of those the tenant accepted. */
  acceptedAmount: number;
  deposit: TenancyDepositDto;
  decidedByName: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  createdAt: string;
}

export interface DepositAwardRequest {
  amount?: number;
  reason?: string;
}

/** How a tenant's answer to a deduction is refused. */
export const DEPOSIT_MESSAGES = {
  overDeposit: (max: string) => `Deductions cannot add up to more than the deposit (${max})`,
  notAPhoto: 'Photos must be JPG or PNG images',
} as const;
