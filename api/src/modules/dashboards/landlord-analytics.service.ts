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
  enquiriesSql,
  FIGURE_DEFINITIONS,
  netPaymentsSql,
  OCCUPIED_LISTING,
  occupancyAtSql,
  percentOf,
  pointsTrend,
  trendOf,
  viewedBetween,
  watMidnight,
} from './figures.js';
import { lastMonths, periodBounds } from './periods.js';

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
 * Each listing's views, enquiries and revenue in the period ($2 to $3) and the views and
 * revenue of the previous one ($4 to $2), in one pass (views counted per listing through the
 * daily index); then the landlord's totals, the top performers (any activity; by revenue, then
 * enquiries, then views) and the first listings of the properties list (newest first, not
 * archived) for the views chart.
 */
const LISTINGS_SQL = `
  WITH e AS (
    SELECT property_id, count(*)::int AS enquiries FROM (${enquiriesSql('$1', '$2', '$3')}) x
    GROUP BY property_id
  ), r AS (
    SELECT property_id,
           sum(net) FILTER (WHERE payment_date >= ${watMidnight('$2')})::bigint AS revenue,
           sum(net) FILTER (WHERE payment_date < ${watMidnight('$2')})::bigint AS revenue_before
    FROM (${netPaymentsSql('landlord_id', '$1')}) x
    WHERE payment_date >= ${watMidnight('$4')} AND payment_date < ${watMidnight('$3')}
    GROUP BY property_id
  ), figures AS (
    SELECT p.id, p.title, p.location, p.created_at, p.archived_at,
           vw.views, vw.views_before, coalesce(e.enquiries, 0) AS enquiries,
           coalesce(r.revenue, 0) AS revenue, coalesce(r.revenue_before, 0) AS revenue_before
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
          coalesce(sum(enquiries), 0)::int AS enquiries, coalesce(sum(revenue), 0)::bigint AS revenue,
          coalesce(sum(revenue_before), 0)::bigint AS revenue_before
   FROM figures)
  UNION ALL
  (SELECT 'top', f.id, f.title, f.location, f.views, f.views_before, f.enquiries, f.revenue,
          f.revenue_before
   FROM figures f
   WHERE f.views > 0 OR f.enquiries > 0 OR f.revenue <> 0
   ORDER BY f.revenue DESC, f.enquiries DESC, f.views DESC, f.created_at DESC, f.id
   LIMIT ${DASHBOARD_LIMITS.topProperties})
  UNION ALL
  (SELECT 'first', f.id, f.title, f.location, f.views, f.views_before, f.enquiries, f.revenue,
          f.revenue_before
   FROM figures f WHERE f.archived_at IS NULL
   ORDER BY f.created_at DESC, f.id DESC
   LIMIT ${DASHBOARD_LIMITS.viewsByProperty})`;

interface ListingRow {
  list: 'total' | 'top' | 'first';
  id: string;
  title: string;
  location: string;
  views: number;
  views_before: number;
  enquiries: number;
  revenue: string;
  revenue_before: string;
}

/** Net revenue by WAT month from $2 (a first day) to $3 (excluded). */
const REVENUE_TREND_SQL = `
  SELECT to_char(n.payment_date AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month,
         sum(n.net)::bigint AS revenue
  FROM (${netPaymentsSql('landlord_id', '$1')}) n
  WHERE n.payment_date >= ${watMidnight('$2')} AND n.payment_date < ${watMidnight('$3')}
  GROUP BY 1`;

/**
 * The landlord's analytics for a period (week, month, 3 months, year), from SQL aggregates
 * over their own listings only: three queries, whatever the number of listings.
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
    const trend = await this.dataSource.query<{ month: string; revenue: string }[]>(
      REVENUE_TREND_SQL,
      [landlordId, months[0], bounds.end],
    );

    const revenue = Number(totals.revenue);
    const occupancy = percentOf(cards.occupied, cards.eligible);
    const occupancyBefore = percentOf(cards.occupied_before, cards.eligible_before);
    const byMonth = new Map(trend.map((t) => [t.month, Number(t.revenue)]));
    const figures = (row: ListingRow): AnalyticsPropertyFigures => ({
      propertyId: row.id,
      title: row.title,
      location: row.location,
      views: row.views,
      enquiries: row.enquiries,
      revenue: Number(row.revenue),
    });
    return {
      period,
      range: bounds.range,
      previousRange: bounds.previousRange,
      cards: {
        totalProperties: {
          value: cards.listings,
          active: cards.active,
          trend: trendOf(cards.listings, cards.listings_before),
        },
        totalViews: { value: totals.views, trend: trendOf(totals.views, totals.views_before) },
        totalRevenue: { value: revenue, trend: trendOf(revenue, Number(totals.revenue_before)) },
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
      revenueTrend: months.map((first) => ({
        month: first.slice(0, 7),
        revenue: byMonth.get(first.slice(0, 7)) ?? 0,
      })),
      viewsByProperty: listings
        .filter((row) => row.list === 'first')
        .map((row) => ({ propertyId: row.id, title: row.title, views: row.views })),
      topProperties: listings.filter((row) => row.list === 'top').map(figures),
      hasData: cards.ever > 0,
      definitions: FIGURE_DEFINITIONS,
    };
  }
}
