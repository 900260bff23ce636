import type {
  ListingSignal,
  ModerationState,
  PendingListingChanges,
  PowerSupply,
  PropertyImage,
  PropertyStatus,
  PropertyType,
  WaterSupply,
} from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A listing. Rent and money columns are whole naira. Search indexes (trigram over the text,
 * partial b-trees over approved listings) are declared in the migration.
 */
@Entity('properties')
export class Property {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** 'address, city, state' joined, as cards show it. */
  @Column({ type: 'varchar', length: 400 })
  location: string;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'varchar', length: 80 })
  state: string;

  @Column({ name: 'postal_code', type: 'varchar', length: 12, nullable: true })
  postalCode: string | null;

  /** The landlord's pin, in degrees (both or neither); the public sees it rounded. */
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Column({ type: 'integer' })
  price: number;

  @Column({ name: 'security_deposit', type: 'integer' })
  securityDeposit: number;

  @Column({ name: 'service_charge', type: 'integer', default: 0 })
  serviceCharge: number;

  /** What the service charge pays for (estate security, cleaning, shared generator…). */
  @Column({ name: 'service_charge_covers', type: 'varchar', length: 300, nullable: true })
  serviceChargeCovers: string | null;

  /**
   * YYYY-MM-DD (West Africa Time): the first day the home is free to move into; null means now.
   * Its tenancy sets it to the move-out date while it holds the listing.
   */
  @Column({ name: 'available_from', type: 'date', nullable: true })
  availableFrom: string | null;

  /** Months of rent paid before moving in (1: the first month only). */
  @Column({ name: 'rent_advance_months', type: 'smallint', default: 1 })
  rentAdvanceMonths: number;

  /** The landlord accepts monthly rent after the first payment (tenancies keep it as they begin). */
  @Column({ name: 'accepts_monthly_rent', type: 'boolean', default: false })
  acceptsMonthlyRent: boolean;

  /** One-off agency fee in naira; 0 when the landlord lets directly. */
  @Column({ name: 'agency_fee', type: 'integer', default: 0 })
  agencyFee: number;

  /** One-off legal / agreement fee in naira. */
  @Column({ name: 'legal_fee', type: 'integer', default: 0 })
  legalFee: number;

  @Column({ type: 'smallint' })
  bedrooms: number;

  @Column({ type: 'smallint' })
  bathrooms: number;

  /** Size in square metres. */
  @Column({ type: 'integer' })
  area: number;

  @Column({ name: 'property_type', type: 'varchar', length: 20 })
  propertyType: PropertyType;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  amenities: string[];

  @Column({ name: 'power_supply', type: 'text', array: true, default: () => "'{}'" })
  powerSupply: PowerSupply[];

  @Column({ name: 'water_supply', type: 'varchar', length: 40, nullable: true })
  waterSupply: WaterSupply | null;

  /** Ordered photos; the first is the cover. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: PropertyImage[];

  @Column({ name: 'video_tour_url', type: 'varchar', length: 500, nullable: true })
  videoTourUrl: string | null;

  @Column({ name: 'panorama_url', type: 'varchar', length: 500, nullable: true })
  panoramaUrl: string | null;

  @Column({ type: 'varchar', length: 20, default: 'available' })
  status: PropertyStatus;

  @Column({ name: 'moderation_status', type: 'varchar', length: 20, default: 'pending' })
  moderationStatus: ModerationState;

  /** True exactly when moderationStatus is 'approved' (kept for clients that read the flag). */
  @Column({ name: 'is_approved', type: 'boolean', default: false })
  isApproved: boolean;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  /** Material edits of an approved listing waiting for review (see ListingLifecycleService). */
  @Column({ name: 'pending_changes', type: 'jsonb', nullable: true })
  pendingChanges: PendingListingChanges | null;

  @Column({ name: 'changes_submitted_at', type: 'timestamptz', nullable: true })
  changesSubmittedAt: Date | null;

  /** Deleted by its landlord while records refer to it: kept, hidden everywhere but the console. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** Mirrors the landlord's suspension: hidden from the public while true. */
  @Column({ name: 'landlord_suspended', type: 'boolean', default: false })
  landlordSuspended: boolean;

  /** Reports hid it (from enough different people, or staff's decision): hidden from the public while true. */
  @Column({ name: 'hidden_by_reports', type: 'boolean', default: false })
  hiddenByReports: boolean;

  /** Staff approved its landlord's proof of the right to let it (ownership_proofs). */
  @Column({ name: 'verified_owner', type: 'boolean', default: false })
  verifiedOwner: boolean;

  /** Sum of the points of `riskSignals` (see packages/shared listing-signals.ts). */
  @Column({ name: 'risk_score', type: 'smallint', default: 0 })
  riskScore: number;

  /** The fraud signals of the version under review (the pending changes when there are any). */
  @Column({ name: 'risk_signals', type: 'jsonb', default: () => "'[]'" })
  riskSignals: ListingSignal[];

  /** When the version under review was checked; null while its check is due. */
  @Column({ name: 'risk_checked_at', type: 'timestamptz', nullable: true })
  riskCheckedAt: Date | null;

  /** The landlord's last confirmation that it is still available (publishing and relisting count). */
  @Column({ name: 'confirmed_available_at', type: 'timestamptz', default: () => 'now()' })
  confirmedAvailableAt: Date;

  /**
   * 0 confirmed within LISTING_STALE_DAYS; 1 'may no longer be available' (sinks in the default
   * order); 2 unconfirmed for LISTING_HIDDEN_DAYS (hidden from the public). Written by the
   * freshness sweep and by a confirmation; only available listings go stale.
   */
  @Column({ type: 'smallint', default: 0 })
  staleness: number;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'CASCADE' })
  landlord?: Relation<User>;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
