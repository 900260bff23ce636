import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AnalyticsPeriod,
  type AnalyticsPropertyFigures,
  DASHBOARD_LIMITS,
  type LandlordAnalyticsDto,
} from '@rentnaija/shared';
import { DataSource } from 'typeorm';
import {
  ACTIVE_LISTING,
  COUNTED_LISTING,
  depositsHeldSql,
  enquiriesSql,
  FIGURE_DEFINITIONS,
  OCCUPIED_LISTING,
  occupancyAtSql,
  percentOf,
  pointsTrend,
  rentReceivedSql,
  trendOf,
  viewedBetween,
  watMidnight,
} from './figures.js';
import { daysIn, lastMonths, periodBounds } from './periods.js';

/**
 * Listings now and at the period's start, and occupancy then: $1 landlord, $2 the period's
 * first day.
 */
const STOCK_SQL = `
  WITH listings AS (
    SELECT count(*) FILTER (WHERE p.archived_at IS NULL)::int AS listings,
           count(*) FILTER (WHERE ${ACTIVE_LISTING})::int AS active,
           count(*) FILTER (WHERE ${COUNTED_LISTING})::int AS eligible,
           count(*) FILTER (WHERE ${COUNTED_LISTING} AND ${OCCUPIED_LISTING})::int AS occupied,
           count(*) FILTER (WHERE p.created_at < ${watMidnight('$2')}
                              AND (p.archived_at IS NULL OR p.archived_at >= ${watMidnight('$2')}))::int
             AS listings_before,
           count(*)::int AS ever
    FROM properties p WHERE p.landlord_id = $1
  ), before AS (${occupancyAtSql('$1', watMidnight('$2'))})
  SELECT l.*, b.eligible AS eligible_before, b.occupied AS occupied_before
  FROM listings l, before b`;

interface StockRow {
  listings: number;
  active: number;
  eligible: number;
  occupied: number;
  listings_before: number;
  ever: number;
  eligible_before: number;
  occupied_before: number;
}

/**
 * Each listing's views, enquiries and rent received in the period ($2 to $3) and the views and
 * rent of the previous one ($4 to $2), in one pass (views counted per listing through the daily
 * index); then the landlord's totals, the top performers (any activity; by rent, then
 * enquiries, then views) and the most viewed listings for the views chart (listings not
 * archived, and archived ones with views in the period, so the chart adds up to the total).
 */
const LISTINGS_SQL = `
  WITH e AS (
    SELECT property_id, count(*)::int AS enquiries FROM (${enquiriesSql('$1', '$2', '$3')}) x
    GROUP BY property_id
  ), r AS (
    SELECT property_id,
           sum(amount) FILTER (WHERE at >= ${watMidnight('$2')})::bigint AS rent,
           sum(amount) FILTER (WHERE at < ${watMidnight('$2')})::bigint AS rent_before
    FROM (${rentReceivedSql('$1')}) x
    WHERE at >= ${watMidnight('$4')} AND at < ${watMidnight('$3')}
    GROUP BY property_id
  ), figures AS (
    SELECT p.id, p.title, p.location, p.created_at, p.archived_at,
           vw.views, vw.views_before, coalesce(e.enquiries, 0) AS enquiries,
           coalesce(r.rent, 0) AS rent, coalesce(r.rent_before, 0) AS rent_before,
           (p.archived_at IS NULL OR vw.views > 0) AS charted
    FROM properties p
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE v.viewed_on >= $2::date)::int AS views,
             count(*) FILTER (WHERE v.viewed_on < $2::date)::int AS views_before
      FROM property_views v WHERE v.property_id = p.id AND ${viewedBetween('$4', '$3')}
    ) vw
    LEFT JOIN e ON e.property_id = p.id
    LEFT JOIN r ON r.property_id = p.id
    WHERE p.landlord_id = $1
  )
  (SELECT 'total' AS list, NULL::uuid AS id, NULL AS title, NULL AS location,
          coalesce(sum(views), 0)::int AS views, coalesce(sum(views_before), 0)::int AS views_before,
          coalesce(sum(enquiries), 0)::int AS enquiries, coalesce(sum(rent), 0)::bigint AS rent,
          coalesce(sum(rent_before), 0)::bigint AS rent_before,
          count(*) FILTER (WHERE charted)::int AS charted
   FROM figures)
  UNION ALL
  (SELECT 'top', f.id, f.title, f.location, f.views, f.views_before, f.enquiries, f.rent,
          f.rent_before, NULL
   FROM figures f
   WHERE f.views > 0 OR f.enquiries > 0 OR f.rent <> 0
   ORDER BY f.rent DESC, f.enquiries DESC, f.views DESC, f.created_at DESC, f.id
   LIMIT ${DASHBOARD_LIMITS.topProperties})
  UNION ALL
  (SELECT 'viewed', f.id, f.title, f.location, f.views, f.views_before, f.enquiries, f.rent,
          f.rent_before, NULL
   FROM figures f WHERE f.charted
   ORDER BY f.views DESC, f.created_at DESC, f.id DESC
   LIMIT ${DASHBOARD_LIMITS.viewsByProperty})`;

interface ListingRow {
  list: 'total' | 'top' | 'viewed';
  id: string;
  title: string;
  location: string;
  views: number;
  views_before: number;
  enquiries: number;
  rent: string;
  rent_before: string;
  charted: number | null;
}

/** Rent received by WAT month from $2 (a first day) to $3 (excluded). */
const RENT_BY_MONTH_SQL = `
  SELECT to_char(r.at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month,
         sum(r.amount)::bigint AS rent
  FROM (${rentReceivedSql('$1')}) r
  WHERE r.at >= ${watMidnight('$2')} AND r.at < ${watMidnight('$3')}
  GROUP BY 1`;

/**
 * The landlord's analytics for a period (week, month, 3 months, year), from SQL aggregates
 * over their own listings and ledger only: four queries, whatever the number of listings.
 */
@Injectable()
export class LandlordAnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async analytics(
    landlordId: string,
    period: AnalyticsPeriod,
    now: Date = new Date(),
  ): Promise<LandlordAnalyticsDto> {
    const bounds = periodBounds(period, now);
    const params = [landlordId, bounds.range.from, bounds.end, bounds.previousRange.from];
    const [cards] = await this.dataSource.query<StockRow[]>(STOCK_SQL, params.slice(0, 2));
    const listings = await this.dataSource.query<ListingRow[]>(LISTINGS_SQL, params);
    const totals = listings.find((row) => row.list === 'total')!;
    const months = lastMonths(DASHBOARD_LIMITS.revenueTrendMonths, now);
    const trend = await this.dataSource.query<{ month: string; rent: string }[]>(
      RENT_BY_MONTH_SQL,
      [landlordId, months[0], bounds.end],
    );
    const [deposits] = await this.dataSource.query<{ held: string; tenancies: number }[]>(
      depositsHeldSql('$1'),
      [landlordId],
    );

    const rent = Number(totals.rent);
    const occupancy = percentOf(cards.occupied, cards.eligible);
    const occupancyBefore = percentOf(cards.occupied_before, cards.eligible_before);
    const byMonth = new Map(trend.map((t) => [t.month, Number(t.rent)]));
    const figures = (row: ListingRow): AnalyticsPropertyFigures => ({
      propertyId: row.id,
      title: row.title,
      location: row.location,
      views: row.views,
      enquiries: row.enquiries,
      rentReceived: Number(row.rent),
    });
    const viewed = listings
      .filter((row) => row.list === 'viewed')
      .map((row) => ({ propertyId: row.id, title: row.title, views: row.views }));
    return {
      period,
      range: bounds.range,
      previousRange: bounds.previousRange,
      days: daysIn(bounds.range),
      cards: {
        totalProperties: {
          value: cards.listings,
          active: cards.active,
          trend: trendOf(cards.listings, cards.listings_before),
        },
        totalViews: { value: totals.views, trend: trendOf(totals.views, totals.views_before) },
        rentReceived: { value: rent, trend: trendOf(rent, Number(totals.rent_before)) },
        depositsHeld: { value: Number(deposits.held), tenancies: deposits.tenancies },
        occupancyRate: {
          value: occupancy,
          occupied: cards.occupied,
          eligible: cards.eligible,
          trend:
            cards.eligible_before === 0
              ? { previous: 0, change: cards.eligible === 0 ? 0 : null, unit: 'points' }
              : pointsTrend(occupancy, occupancyBefore),
        },
      },
      rentByMonth: months.map((first) => ({
        month: first.slice(0, 7),
        rentReceived: byMonth.get(first.slice(0, 7)) ?? 0,
      })),
      viewsByProperty: {
        top: viewed,
        others: (totals.charted ?? 0) - viewed.length,
        otherViews: totals.views - viewed.reduce((sum, v) => sum + v.views, 0),
      },
      topProperties: listings.filter((row) => row.list === 'top').map(figures),
      hasData: cards.ever > 0,
      definitions: FIGURE_DEFINITIONS,
    };
  }
}
