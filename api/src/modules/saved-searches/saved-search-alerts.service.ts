import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { TIME_ZONE } from '@rentnaija/shared';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { secret } from '../../platform/jobs/secrets.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { type ListingChange, ListingEvents } from '../properties/listing-events.js';
import { isPublicListing } from '../properties/property.mapper.js';
import { PUBLIC_LISTING } from '../properties/search-query.js';
import { SavedSearch, SavedSearchMatch } from './entities/saved-search.entity.js';
import type { MatchedListing } from './saved-search.mails.js';
import { matchSql, searchPath } from './saved-search-filters.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** Searches checked per query batch when a listing goes public. */
const SEARCH_BATCH = 500;
/** Searches digested per transaction, and listings named in one digest. */
const DIGEST_BATCH = 100;
const DIGEST_LISTINGS = 20;

/**
 * Saved-search alerts. A listing that becomes visible to the public (approved, or back on the
 * market) records a `saved-search.match` job in the transaction of that change; the job runs
 * every enabled search's own browse query against that one listing and records the matches
 * (once per search and listing). Instant searches are told at once; daily ones collect their
 * matches for the morning digest, a sweep that sends one notification per search.
 */
@Injectable()
export class SavedSearchAlertsService
  implements OnModuleInit, JobHandler<JobName.MatchSavedSearches>
{
  private readonly logger = new Logger(SavedSearchAlertsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingEvents,
    private readonly outbox: OutboxService,
    private readonly registry: JobRegistry,
    private readonly notifications: NotificationsService,
    private readonly searches: SavedSearchesService,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.MatchSavedSearches, this);
    this.listings.subscribe((m, change) => this.onListingChange(m, change));
  }

  private async onListingChange(m: EntityManager, { listing, before }: ListingChange) {
    if (!isPublicListing(listing)) return;
    const appeared = !before.public;
    const backOnMarket = before.status !== 'available' && listing.status === 'available';
    if (!appeared && !backOnMarket) return;
    await this.outbox.record(m, JobName.MatchSavedSearches, { propertyId: listing.id });
  }

  /** Finds the searches a listing matches, records the matches and tells instant ones. */
  async handle({ propertyId }: { propertyId: string }) {
    let matched = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await this.dataSource
        .getRepository(SavedSearch)
        .createQueryBuilder('s')
        .innerJoin('users', 'u', "u.id = s.user_id AND u.status = 'active'")
        .where('s.alerts_enabled AND s.id > :after', { after })
        .orderBy('s.id', 'ASC')
        .take(SEARCH_BATCH)
        .getMany();
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      matched += await this.dataSource.transaction(async (m) => {
        const property = await m
          .getRepository(Property)
          .createQueryBuilder('p')
          .where(`p.id = :propertyId AND ${PUBLIC_LISTING}`, { propertyId })
          .getOne();
        if (!property) return 0;
        let count = 0;
        for (const search of batch) {
          const q = matchSql(search.filters, propertyId);
          if ((await m.query(q.text, q.params)).length === 0) continue;
          const inserted = await m.query<unknown[]>(
            `INSERT INTO saved_search_matches (search_id, property_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING search_id`,
            [search.id, propertyId],
          );
          if (inserted.length === 0) continue; // told about this listing before
          count += 1;
          if (search.frequency !== 'instant') continue;
          await m
            .getRepository(SavedSearchMatch)
            .update({ searchId: search.id, propertyId }, { sentAt: new Date() });
          await this.tell(m, search, [this.listed(property)]);
        }
        return count;
      });
      if (batch.length < SEARCH_BATCH) break;
    }
    return { matched };
  }

  /** Every morning at 08:00 WAT. */
  @Cron('0 8 * * *', { name: 'saved-search-digest', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    if (!this.config.runWorkers) return;
    try {
      const sent = await this.sendDigests();
      if (sent > 0) this.logger.log(`Sent ${sent} saved-search digest(s)`);
    } catch (error) {
      this.logger.warn(`Saved-search digest failed: ${String(error)}`);
    }
  }

  /**
   * One digest per search with matches not yet sent: claims searches with SKIP LOCKED, marks
   * their matches sent and records the notification in the same transaction, so a digest
   * goes out once whatever restarts or instances run the sweep. Returns how many were sent.
   */
  async sendDigests(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.dataSource.transaction(async (m) => {
        const due = await m
          .getRepository(SavedSearch)
          .createQueryBuilder('s')
          .where('s.alerts_enabled')
          .andWhere(
            'EXISTS (SELECT 1 FROM saved_search_matches x WHERE x.search_id = s.id AND x.sent_at IS NULL)',
          )
          .orderBy('s.id', 'ASC')
          .limit(DIGEST_BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const search of due) {
          const listings = await m
            .getRepository(Property)
            .createQueryBuilder('p')
            .innerJoin(SavedSearchMatch, 'x', 'x.property_id = p.id')
            .where('x.search_id = :id AND x.sent_at IS NULL', { id: search.id })
            .andWhere(PUBLIC_LISTING)
            .orderBy('x.matched_at', 'DESC')
            .limit(DIGEST_LISTINGS)
            .getMany();
          await m
            .getRepository(SavedSearchMatch)
            .update({ searchId: search.id, sentAt: IsNull() }, { sentAt: now });
          await m.getRepository(SavedSearch).update({ id: search.id }, { lastDigestAt: now });
          if (listings.length === 0) continue;
          await this.tell(
            m,
            search,
            listings.map((p) => this.listed(p)),
          );
          sent += 1;
        }
        return due.length;
      });
      if (claimed < DIGEST_BATCH) break;
    }
    return sent;
  }

  private listed(p: Property): MatchedListing {
    return {
      id: p.id,
      title: p.title,
      location: p.location,
      price: p.price,
      url: `${this.config.appUrl}/property/${p.id}`,
    };
  }

  private tell(m: EntityManager, search: SavedSearch, listings: MatchedListing[]) {
    return this.notifications.notify(m, search.userId, {
      type: 'saved_search.matches',
      searchId: search.id,
      searchName: search.name,
      listings,
      searchPath: searchPath(search.filters),
      unsubscribeUrl: secret(this.searches.unsubscribeUrl(search.id)),
    });
  }
}
