import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatDate,
  LISTING_CONFIRM_ASK_DAYS,
  LISTING_CONFIRM_LINK_DAYS,
  LISTING_HIDDEN_DAYS,
  LISTING_STALE_DAYS,
  type ListingConfirmationLinkDto,
  type ListingConfirmedDto,
  type ListingConfirmReason,
  TIME_ZONE,
} from '@rentnaija/shared';
import { isUUID } from 'class-validator';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager, In, MoreThan } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, gone, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { secret } from '../../platform/jobs/secrets.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { ListingConfirmation } from './entities/listing-confirmation.entity.js';
import { Property } from './entities/property.entity.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { freshnessOf, isPublicListing } from './property.mapper.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings the sweep handles per transaction. */
const BATCH = 200;
/** A report of 'already let' asks the landlord at most once in this time. */
const REPORT_ASK_EVERY_MS = DAY_MS;

const linkNotFound = () =>
  notFound(
    'This link is not valid. Check that you opened the whole link from the email or text.',
    'LISTING_CONFIRMATION_NOT_FOUND',
  );

/** The stored staleness a listing confirmed at `confirmedAt` has at `now`. */
export function stalenessAt(confirmedAt: Date, now: Date): number {
  const age = now.getTime() - confirmedAt.getTime();
  if (age >= LISTING_HIDDEN_DAYS * DAY_MS) return 2;
  if (age >= LISTING_STALE_DAYS * DAY_MS) return 1;
  return 0;
}

/**
 * Fresh listings (docs/0024): a landlord confirms that an available listing is still available,
 * from the dashboard or through a link emailed and texted to them, which works without signing
 * in, is signed with the app's secret and works once. An hourly sweep (which takes its `now`)
 * asks landlords LISTING_CONFIRM_ASK_DAYS after the last confirmation, marks listings
 * unconfirmed for LISTING_STALE_DAYS as 'may no longer be available' (they sink in the default
 * order), and hides those unconfirmed for LISTING_HIDDEN_DAYS until they are confirmed. A report
 * that a listing is already let asks its landlord at once.
 */
@Injectable()
export class ListingFreshnessService {
  private readonly logger = new Logger(ListingFreshnessService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  // ---- confirming ------------------------------------------------------------------------

  /** The landlord confirms their own listing from the dashboard. */
  confirmByLandlord(user: AuthUser, id: string, now = new Date()): Promise<ListingConfirmedDto> {
    return this.dataSource.transaction(async (m) => {
      const p = await m
        .getRepository(Property)
        .findOne({ where: { id, landlordId: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!p || p.archivedAt) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
      return this.confirm(m, p, now);
    });
  }

  /** What the link confirms: its listing, where it stands, until when the link works. */
  async viewLink(token: string): Promise<ListingConfirmationLinkDto> {
    const m = this.dataSource.manager;
    const link = await this.openLink(m, token, false);
    const p = await this.listingOf(m, link, false);
    return {
      propertyId: p.id,
      title: p.title,
      location: p.location,
      status: p.status,
      confirmedAvailableAt: p.confirmedAvailableAt.toISOString(),
      freshness: freshnessOf(p.staleness),
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /** Confirms through an emailed or texted link: once, without signing in. */
  confirmByLink(token: string, now = new Date()): Promise<ListingConfirmedDto> {
    return this.dataSource.transaction(async (m) => {
      const link = await this.openLink(m, token, true);
      const p = await this.listingOf(m, link, true);
      const confirmed = await this.confirm(m, p, now);
      await m.getRepository(ListingConfirmation).update({ id: link.id }, { usedAt: now });
      return confirmed;
    });
  }

  private async confirm(m: EntityManager, p: Property, now: Date): Promise<ListingConfirmedDto> {
    if (p.status !== 'available') {
      throw conflict(
        `"${p.title}" is ${p.status.replace('_', ' ')}: only an available listing is confirmed.`,
        'LISTING_NOT_AVAILABLE',
      );
    }
    const wasHidden = p.staleness === 2;
    await this.lifecycle.setFreshness(m, p, { confirmedAvailableAt: now, staleness: 0 });
    return {
      propertyId: p.id,
      title: p.title,
      confirmedAvailableAt: now.toISOString(),
      freshness: 'fresh',
      message:
        wasHidden && isPublicListing(p)
          ? `Thank you. "${p.title}" is confirmed available and back in search.`
          : `Thank you. "${p.title}" is confirmed available.`,
    };
  }

  // ---- links -----------------------------------------------------------------------------

  /**
   * The link's token: the confirmation's id (32 hex digits) and its signature with the app's
   * secret, in one URL-safe word (so staff's copy of the email shows it redacted).
   */
  private tokenFor(id: string): string {
    return `${id.replace(/-/g, '')}${this.sign(id)}`;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`listing-confirmation:${id}`)
      .digest('base64url');
  }

  /** The link a token names, refusing forged and unknown (404), used and expired (410) ones. */
  private async openLink(
    m: EntityManager,
    token: string,
    lock: boolean,
  ): Promise<ListingConfirmation> {
    const hex = /^([0-9a-f]{32})([\w-]{43})$/.exec(token);
    if (!hex) throw linkNotFound();
    const id = hex[1].replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    const signature = hex[2];
    if (!isUUID(id)) throw linkNotFound();
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw linkNotFound();
    }
    const link = await m.getRepository(ListingConfirmation).findOne({
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!link) throw linkNotFound();
    if (link.usedAt) {
      throw gone(
        `This link has already been used: the listing was confirmed available on ${formatDate(link.usedAt)}. Nothing more is needed.`,
        'LISTING_CONFIRMATION_USED',
      );
    }
    if (link.expiresAt.getTime() <= Date.now()) {
      throw gone(
        'This link has expired. Confirm the listing from your dashboard instead.',
        'LISTING_CONFIRMATION_EXPIRED',
      );
    }
    return link;
  }

  private async listingOf(m: EntityManager, link: ListingConfirmation, lock: boolean) {
    const p = await m.getRepository(Property).findOne({
      where: { id: link.propertyId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!p || p.archivedAt) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    return p;
  }

  // ---- asking ----------------------------------------------------------------------------

  /**
   * Asks the landlord to confirm `p` (in the caller's transaction): a new single-use link, in
   * the bell, by email and by text.
   */
  async ask(m: EntityManager, p: Property, reason: ListingConfirmReason, now = new Date()) {
    const links = m.getRepository(ListingConfirmation);
    const expiresAt = new Date(now.getTime() + LISTING_CONFIRM_LINK_DAYS * DAY_MS);
    const link = await links.save(
      links.create({ propertyId: p.id, reason, expiresAt, usedAt: null, createdAt: now }),
    );
    await this.notifications.notify(m, p.landlordId, {
      type: 'listing.confirm_available',
      propertyId: p.id,
      title: p.title,
      reason,
      confirmUrl: secret(`${this.config.appUrl}/confirm-listing/${this.tokenFor(link.id)}`),
      expiresAt: expiresAt.toISOString(),
    });
  }

  /**
   * Someone reported that `p` is already let: its landlord is asked at once, unless they were
   * asked because of a report in the last day (several reports ask once).
   */
  async askAfterReport(m: EntityManager, p: Property, now = new Date()): Promise<void> {
    if (p.status !== 'available') return;
    const recent = await m.getRepository(ListingConfirmation).existsBy({
      propertyId: p.id,
      reason: 'report',
      createdAt: MoreThan(new Date(now.getTime() - REPORT_ASK_EVERY_MS)),
    });
    if (!recent) await this.ask(m, p, 'report', now);
  }

  // ---- the sweep -------------------------------------------------------------------------

  @Cron('20 * * * *', { name: 'listing-freshness', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Freshness sweep', async () => {
      const { asked, stale, hidden } = await this.sweep();
      return asked + stale + hidden > 0
        ? `Freshness: ${asked} landlord(s) asked, ${stale} listing(s) may no longer be available, ${hidden} hidden`
        : undefined;
    });
  }

  /**
   * At `now`: asks the landlords of available listings unconfirmed for LISTING_CONFIRM_ASK_DAYS
   * (once per confirmation), and brings every available listing's staleness up to date (a
   * listing that becomes hidden asks its landlord again). Safe to run on several workers.
   */
  async sweep(now = new Date()): Promise<{ asked: number; stale: number; hidden: number }> {
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    let stale = 0;
    let hidden = 0;
    for (;;) {
      const changed = await this.dataSource.transaction(async (m) => {
        const rows = await m.query<{ id: string }[]>(
          `SELECT p.id FROM properties p
           WHERE p.status = 'available' AND p.archived_at IS NULL
             AND p.confirmed_available_at <= $1
             AND p.staleness <> CASE WHEN p.confirmed_available_at <= $2 THEN 2 ELSE 1 END
           ORDER BY p.confirmed_available_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [ago(LISTING_STALE_DAYS), ago(LISTING_HIDDEN_DAYS)],
        );
        if (rows.length === 0) return 0;
        const listings = await m.getRepository(Property).findBy({ id: In(rows.map((r) => r.id)) });
        for (const p of listings) {
          await this.lifecycle.setFreshness(m, p, {
            staleness: stalenessAt(p.confirmedAvailableAt, now),
          });
          if (p.staleness === 2) {
            hidden += 1;
            if (p.isApproved) await this.ask(m, p, 'hidden', now);
          } else stale += 1;
        }
        return listings.length;
      });
      if (changed < BATCH) break;
    }

    let asked = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (m) => {
        const rows = await m.query<{ id: string }[]>(
          `SELECT p.id FROM properties p
           WHERE p.status = 'available' AND p.archived_at IS NULL AND p.is_approved
             AND p.confirmed_available_at <= $1
             AND NOT EXISTS (SELECT 1 FROM listing_confirmations c
                             WHERE c.property_id = p.id AND c.created_at >= p.confirmed_available_at)
           ORDER BY p.confirmed_available_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [ago(LISTING_CONFIRM_ASK_DAYS)],
        );
        const listings = rows.length
          ? await m.getRepository(Property).findBy({ id: In(rows.map((r) => r.id)) })
          : [];
        for (const p of listings) await this.ask(m, p, 'due', now);
        return listings.length;
      });
      asked += count;
      if (count < BATCH) break;
    }
    return { asked, stale, hidden };
  }
}
