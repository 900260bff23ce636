import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CITIES_FAR_APART_KM,
  CONTACT_KIND_LABELS,
  findContactDetails,
  formatNaira,
  findInspectionFee,
  LISTING_BURST_COUNT,
  LISTING_SIGNAL_POINTS,
  type ListingSignal,
  type ListingSignalCode,
  type ListingSignalEvidence,
  LOW_RENT_MIN_COMPARABLES,
  LOW_RENT_SHARE,
  NEW_LANDLORD_DAYS,
  type PhotoMatch,
  SAME_PHOTO_MAX_DISTANCE,
  type SharedIdentity,
} from '@rentnaija/shared';
import sharpPhash from 'sharp-phash';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobHandler, JobName, type JobPayloads } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { FileStorage, PUBLIC_FILES_PREFIX } from '../../platform/storage/file-storage.js';
import { ListingPhotoHash } from './entities/listing-photo-hash.entity.js';
import { Property } from './entities/property.entity.js';
import { placeKey } from './search-query.js';

/** sharp-phash is CommonJS: imported from ES modules, the module itself is its function. */
const phash = sharpPhash as unknown as typeof sharpPhash.default;

const DAY_MS = 24 * 60 * 60 * 1000;

/** City centres (latitude, longitude) of the cities a listing may be in, by place key. */
const CITY_CENTRES: Record<string, readonly [number, number]> = {
  lagos: [6.5244, 3.3792],
  abuja: [9.0765, 7.3986],
  portharcourt: [4.8156, 7.0498],
  ibadan: [7.3775, 3.947],
  kano: [12.0022, 8.592],
  kaduna: [10.5105, 7.4165],
  enugu: [6.4584, 7.5464],
  calabar: [4.9757, 8.3417],
};

/** Great-circle distance in km (haversine). */
function kmBetween(
  [lat1, lng1]: readonly [number, number],
  [lat2, lng2]: readonly [number, number],
) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The storage key of one of our listing photos, or null for a photo stored elsewhere. */
function storedKey(url: string): string | null {
  if (url.startsWith(`${PUBLIC_FILES_PREFIX}/properties/`)) {
    return url.slice(PUBLIC_FILES_PREFIX.length + 1);
  }
  const m = /\/(properties\/[^/?#]+)$/.exec(url);
  return m ? m[1] : null;
}

const signal = <C extends ListingSignalCode>(
  code: C,
  summary: string,
  evidence: ListingSignalEvidence[C],
) => ({ code, points: LISTING_SIGNAL_POINTS[code], summary, evidence }) as ListingSignal;

type Version = Pick<
  Property,
  'id' | 'title' | 'description' | 'city' | 'propertyType' | 'bedrooms' | 'price' | 'images'
>;

/**
 * Fraud signals of listings (docs/0026): computed when a listing is created or changed (the
 * `listing.signals` job its transaction records) and again before staff approve a version never
 * checked. Each signal is a reason with points and its evidence; the score is their sum. They
 * inform moderators and hold a listing for a senior review (SENIOR_REVIEW_SCORE); they never
 * approve or reject anything.
 */
@Injectable()
export class ListingSignalsService
  implements JobHandler<JobName.CheckListingSignals>, OnModuleInit
{
  private readonly logger = new Logger(ListingSignalsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.CheckListingSignals, this);
  }

  /** A new version of the listing waits for review: its signals are due, checked by a job. */
  async due(m: EntityManager, propertyId: string): Promise<void> {
    await m.getRepository(Property).update({ id: propertyId }, { riskCheckedAt: null });
    await this.outbox.record(m, JobName.CheckListingSignals, { propertyId });
  }

  async handle({ propertyId }: JobPayloads[JobName.CheckListingSignals]) {
    const checked = await this.check(propertyId);
    return checked ? { score: checked.riskScore } : { skipped: 'gone' };
  }

  /**
   * Checks the version under review of a listing now (its pending changes over the approved
   * version), saves the signals and answers the listing; null when it is gone. Photos are read
   * and hashed outside any transaction; the signals are saved in `m` when given.
   */
  async check(propertyId: string, m?: EntityManager): Promise<Property | null> {
    const manager = m ?? this.dataSource.manager;
    const p = await manager.getRepository(Property).findOneBy({ id: propertyId });
    if (!p || p.archivedAt) return null;
    const version: Version = { ...p, ...(p.pendingChanges ?? {}) } as Version;
    await this.hashPhotos(
      manager,
      p.id,
      version.images.map((i) => i.url),
    );

    const found = await Promise.all([
      this.duplicatePhotos(manager, p, version),
      this.lowRent(manager, version),
      Promise.resolve(this.textSignals(version)),
      this.newLandlord(manager, p),
      this.sharedIdentity(manager, p.landlordId),
    ]);
    const signals = found.flat();
    const riskScore = signals.reduce((sum, s) => sum + s.points, 0);
    const riskCheckedAt = new Date();
    await manager
      .getRepository(Property)
      .update({ id: p.id }, { riskSignals: signals, riskScore, riskCheckedAt });
    return Object.assign(p, { riskSignals: signals, riskScore, riskCheckedAt });
  }

  /** Hashes the photos not hashed yet and forgets those the listing no longer shows. */
  private async hashPhotos(m: EntityManager, propertyId: string, urls: string[]) {
    const repo = m.getRepository(ListingPhotoHash);
    await repo.delete(urls.length > 0 ? { propertyId, url: Not(In(urls)) } : { propertyId });
    const known = new Set((await repo.findBy({ propertyId, url: In(urls) })).map((h) => h.url));
    for (const url of urls.filter((u) => !known.has(u))) {
      const key = storedKey(url);
      const bytes = key ? await this.storage.read(key) : null;
      if (!bytes) continue;
      let hash: string;
      try {
        hash = await phash(bytes);
      } catch (error) {
        this.logger.warn(`Could not hash photo ${url}: ${String(error)}`);
        continue;
      }
      await repo.upsert({ propertyId, url, hash }, ['propertyId', 'url']);
    }
  }

  /** Photos of this version within SAME_PHOTO_MAX_DISTANCE bits of another landlord's photo. */
  private async duplicatePhotos(m: EntityManager, p: Property, v: Version) {
    const urls = v.images.map((i) => i.url);
    if (urls.length === 0) return [];
    const rows = await m.query<
      {
        url: string;
        other_url: string;
        other_id: string;
        other_title: string;
        other_landlord: string;
        distance: number;
      }[]
    >(
      `SELECT DISTINCT ON (o.property_id, h.url) h.url, o.url AS other_url, o.property_id AS other_id,
              op.title AS other_title, u.name AS other_landlord,
              bit_count(h.hash # o.hash)::int AS distance
         FROM listing_photo_hashes h
         JOIN listing_photo_hashes o ON o.property_id <> h.property_id
          AND bit_count(h.hash # o.hash) <= $3
         JOIN properties op ON op.id = o.property_id AND op.archived_at IS NULL
          AND op.landlord_id <> $2
         JOIN users u ON u.id = op.landlord_id
        WHERE h.property_id = $1 AND h.url = ANY($4)
        ORDER BY o.property_id, h.url, distance`,
      [p.id, p.landlordId, SAME_PHOTO_MAX_DISTANCE, urls],
    );
    if (rows.length === 0) return [];
    const matches: PhotoMatch[] = rows
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 10)
      .map((r) => ({
        photoUrl: r.url,
        otherPropertyId: r.other_id,
        otherTitle: r.other_title,
        otherLandlordName: r.other_landlord,
        otherPhotoUrl: r.other_url,
        distance: r.distance,
      }));
    const listings = new Set(rows.map((r) => r.other_id)).size;
    return [
      signal(
        'duplicate_photo',
        `${rows.length} photo match${rows.length === 1 ? '' : 'es'} on ${listings} listing${listings === 1 ? '' : 's'} of other landlords (closest: ${matches[0].distance} of 64 bits differ).`,
        { matches },
      ),
    ];
  }

  /** Rent below LOW_RENT_SHARE of the median of approved listings of the same city, type and size. */
  private async lowRent(m: EntityManager, v: Version) {
    const [row] = await m.query<{ median: number | null; comparables: number }[]>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY price)::int AS median,
              count(*)::int AS comparables
         FROM properties
        WHERE is_approved AND archived_at IS NULL AND id <> $1
          AND city_key = $2 AND property_type = $3 AND bedrooms = $4`,
      [v.id, placeKey(v.city), v.propertyType, v.bedrooms],
    );
    if (!row.median || row.comparables < LOW_RENT_MIN_COMPARABLES) return [];
    if (v.price >= row.median * LOW_RENT_SHARE) return [];
    const share = Math.round((v.price / row.median) * 100);
    return [
      signal(
        'low_rent',
        `${formatNaira(v.price)} a month is ${share}% of the median ${formatNaira(row.median)} of ${row.comparables} ${v.bedrooms}-bedroom ${v.propertyType} listings in ${v.city}.`,
        { price: v.price, median: row.median, comparables: row.comparables },
      ),
    ];
  }

  /** Contact or payment details, and asks for an inspection fee, in the title or description. */
  private textSignals(v: Version) {
    const text = `${v.title}\n${v.description}`;
    const out: ListingSignal[] = [];
    const contacts = findContactDetails(text).map(({ kind, text: t }) => ({ kind, text: t }));
    if (contacts.length > 0) {
      const said = contacts.map((c) => `${CONTACT_KIND_LABELS[c.kind]} ${c.text}`).join('; ');
      out.push(signal('contact_details', `The text gives ${said}.`, { found: contacts }));
    }
    const phrases = findInspectionFee(text);
    if (phrases.length > 0) {
      out.push(signal('inspection_fee', `The text says "${phrases.join('", "')}".`, { phrases }));
    }
    return out;
  }

  /** A new account listing many homes in a day, or in cities far apart. */
  private async newLandlord(m: EntityManager, p: Property) {
    const [landlord] = await m.query<{ created_at: Date }[]>(
      `SELECT created_at FROM users WHERE id = $1`,
      [p.landlordId],
    );
    if (!landlord) return [];
    const accountAgeDays = Math.max(
      0,
      Math.floor((p.createdAt.getTime() - landlord.created_at.getTime()) / DAY_MS),
    );
    if (accountAgeDays >= NEW_LANDLORD_DAYS) return [];
    const out: ListingSignal[] = [];
    const [{ n }] = await m.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM properties
        WHERE landlord_id = $1 AND archived_at IS NULL
          AND created_at BETWEEN $2::timestamptz - interval '24 hours' AND $2::timestamptz + interval '24 hours'`,
      [p.landlordId, p.createdAt],
    );
    if (n >= LISTING_BURST_COUNT) {
      out.push(
        signal(
          'listing_burst',
          `The account is ${accountAgeDays} day${accountAgeDays === 1 ? '' : 's'} old and listed ${n} homes within a day of this one.`,
          { listingsInDay: n, accountAgeDays },
        ),
      );
    }
    const cities = (
      await m.query<{ city: string }[]>(
        `SELECT DISTINCT city FROM properties WHERE landlord_id = $1 AND archived_at IS NULL ORDER BY city`,
        [p.landlordId],
      )
    ).map((r) => r.city);
    let far = { km: 0, cities: [] as string[] };
    for (const a of cities) {
      for (const b of cities) {
        const ca = CITY_CENTRES[placeKey(a)];
        const cb = CITY_CENTRES[placeKey(b)];
        if (!ca || !cb) continue;
        const km = Math.round(kmBetween(ca, cb));
        if (km > far.km) far = { km, cities: [a, b] };
      }
    }
    if (far.km >= CITIES_FAR_APART_KM) {
      out.push(
        signal(
          'cities_far_apart',
          `The account is ${accountAgeDays} day${accountAgeDays === 1 ? '' : 's'} old and lists homes in ${far.cities.join(' and ')}, ${far.km} km apart.`,
          { cities, km: far.km, accountAgeDays },
        ),
      );
    }
    return out;
  }

  /**
   * The landlord's phone or payout bank account is also another landlord account's, or a device
   * they signed in on was used by another landlord account.
   */
  private async sharedIdentity(m: EntityManager, landlordId: string) {
    const rows = await m.query<
      { kind: SharedIdentity['kind']; id: string; name: string; email: string }[]
    >(
      `SELECT 'phone' AS kind, o.id, o.name, o.email
         FROM users me JOIN users o ON o.id <> me.id AND o.role = 'landlord'
          AND right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = right(regexp_replace(me.phone, '[^0-9]', '', 'g'), 10)
        WHERE me.id = $1 AND length(regexp_replace(me.phone, '[^0-9]', '', 'g')) >= 10
       UNION ALL
       SELECT 'bank_account', o.id, o.name, o.email
         FROM payout_accounts mine
         JOIN payout_accounts theirs ON theirs.landlord_id <> mine.landlord_id
          AND theirs.account_number = mine.account_number AND theirs.bank_code = mine.bank_code
         JOIN users o ON o.id = theirs.landlord_id
        WHERE mine.landlord_id = $1
       UNION
       SELECT DISTINCT 'device', o.id, o.name, o.email
         FROM sessions mine
         JOIN sessions theirs ON theirs.device_id = mine.device_id AND theirs.user_id <> mine.user_id
         JOIN users o ON o.id = theirs.user_id AND o.role = 'landlord'
        WHERE mine.user_id = $1 AND mine.device_id IS NOT NULL
        ORDER BY kind, name`,
      [landlordId],
    );
    if (rows.length === 0) return [];
    const shared: SharedIdentity[] = (['phone', 'bank_account', 'device'] as const)
      .map((kind) => ({
        kind,
        otherLandlords: rows
          .filter((r) => r.kind === kind)
          .map(({ id, name, email }) => ({ id, name, email })),
      }))
      .filter((s) => s.otherLandlords.length > 0);
    const said = shared
      .map(
        (s) =>
          `its ${s.kind.replace('_', ' ')} with ${s.otherLandlords.map((o) => o.email).join(', ')}`,
      )
      .join('; ');
    return [signal('shared_identity', `The landlord shares ${said}.`, { shared })];
  }
}
