import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DASHBOARD_LIMITS,
  type KycStatus,
  type LandlordDashboardDto,
  type LandlordTenantDto,
  OPEN_APPLICATION_STATUSES,
  PROPERTY_STATUSES,
  type TenantDashboardDto,
  type TenantRecentApplicationDto,
  type UpcomingViewingDto,
} from '@rentnaija/shared';
import { DataSource } from 'typeorm';
import { Notification } from '../../platform/notifications/entities/notification.entity.js';
import { toNotificationDto } from '../../platform/notifications/notifications.service.js';
import { PUBLIC_LISTING } from '../properties/search-query.js';
import {
  ACTIVE_LISTING,
  FIGURE_DEFINITIONS,
  netPaymentsSql,
  rentReceivedSql,
  viewsSql,
  watMidnight,
} from './figures.js';
import { currentMonth } from './periods.js';

const OPEN = OPEN_APPLICATION_STATUSES.map((s) => `'${s}'`).join(', ');

/** $1 tenant: the four stat cards and total spent. */
const TENANT_STATS_SQL = `
  SELECT
    (SELECT count(*)::int FROM property_bookmarks b JOIN properties p ON p.id = b.property_id
     WHERE b.tenant_id = $1 AND p.archived_at IS NULL AND (${PUBLIC_LISTING} OR p.landlord_id = $1))
      AS saved,
    (SELECT count(*)::int FROM property_applications a WHERE a.tenant_id = $1) AS applications,
    (SELECT count(*)::int FROM property_applications a WHERE a.tenant_id = $1 AND a.status = 'approved')
      AS approved,
    (SELECT k.status FROM kyc_records k WHERE k.user_id = $1) AS kyc_status,
    (SELECT coalesce(sum(n.net), 0)::bigint FROM (${netPaymentsSql('tenant_id', '$1')}) n) AS total_spent`;

/** $1 landlord, $2 the month's first day, $3 the day after today: the stat cards. */
const LANDLORD_STATS_SQL = `
  WITH listings AS (
    SELECT count(*)::int AS listings,
           count(*) FILTER (WHERE ${ACTIVE_LISTING})::int AS active,
           ${PROPERTY_STATUSES.map((s) => `count(*) FILTER (WHERE p.status = '${s}')::int AS "${s}"`).join(',\n           ')}
    FROM properties p WHERE p.landlord_id = $1 AND p.archived_at IS NULL
  )
  SELECT l.*,
    (SELECT count(*)::int FROM property_applications a WHERE a.landlord_id = $1 AND a.status IN (${OPEN}))
      AS pending_applications,
    (SELECT coalesce(sum(r.amount), 0)::bigint FROM (${rentReceivedSql('$1')}) r
     WHERE r.at >= ${watMidnight('$2')} AND r.at < ${watMidnight('$3')}) AS rent_received,
    (SELECT count(*)::int FROM (${viewsSql('$1', '$2', '$3')}) v) AS visitors
  FROM listings l`;

/** Viewings still to come (pending or confirmed), soonest first; `$where` picks whose. */
const upcomingViewingsSql = (where: string) => `
  SELECT v.id, v.property_id, p.title AS property_title, to_char(v.viewing_date, 'YYYY-MM-DD') AS date,
         v.viewing_time AS time, v.viewing_type AS type, v.status, v.tenant_name, l.name AS landlord_name
  FROM viewings v JOIN properties p ON p.id = v.property_id JOIN users l ON l.id = p.landlord_id
  WHERE ${where} AND v.status IN ('pending', 'confirmed') AND v.starts_at >= now()
  ORDER BY v.starts_at, v.id
  LIMIT ${DASHBOARD_LIMITS.upcomingViewings}`;

interface ViewingRow {
  id: string;
  property_id: string;
  property_title: string;
  date: string;
  time: string;
  type: UpcomingViewingDto['type'];
  status: UpcomingViewingDto['status'];
  tenant_name: string;
  landlord_name: string;
}

const viewingDto =
  (side: 'tenant' | 'landlord') =>
  (row: ViewingRow): UpcomingViewingDto => ({
    id: row.id,
    propertyId: row.property_id,
    propertyTitle: row.property_title,
    date: row.date,
    time: row.time,
    type: row.type,
    status: row.status,
    withName: side === 'tenant' ? row.landlord_name : row.tenant_name,
  });

/**
 * The tenant's and the landlord's dashboards (figures, recent activity, lists): each answered in
 * one request, from a fixed number of aggregate queries scoped to the signed-in user.
 */
@Injectable()
export class DashboardsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async tenant(tenantId: string): Promise<TenantDashboardDto> {
    const [stats] = await this.dataSource.query<
      {
        saved: number;
        applications: number;
        approved: number;
        kyc_status: KycStatus | null;
        total_spent: string;
      }[]
    >(TENANT_STATS_SQL, [tenantId]);
    const applications = await this.dataSource.query<
      {
        id: string;
        status: TenantRecentApplicationDto['status'];
        created_at: Date;
        property_id: string;
        title: string;
        location: string;
        price: number;
      }[]
    >(
      `SELECT a.id, a.status, a.created_at, p.id AS property_id, p.title, p.location, p.price
       FROM property_applications a JOIN properties p ON p.id = a.property_id
       WHERE a.tenant_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
      [tenantId, DASHBOARD_LIMITS.recentApplications],
    );
    const viewings = await this.dataSource.query<ViewingRow[]>(
      upcomingViewingsSql('v.tenant_id = $1'),
      [tenantId],
    );
    return {
      stats: {
        saved: stats.saved,
        applications: stats.applications,
        approved: stats.approved,
        kycStatus: stats.kyc_status ?? 'not_submitted',
        totalSpent: Number(stats.total_spent),
      },
      recentActivity: await this.recentActivity(tenantId),
      recentApplications: applications.map((a) => ({
        id: a.id,
        status: a.status,
        createdAt: a.created_at.toISOString(),
        property: { id: a.property_id, title: a.title, location: a.location, price: a.price },
      })),
      upcomingViewings: viewings.map(viewingDto('tenant')),
      definitions: FIGURE_DEFINITIONS,
    };
  }

  async landlord(landlordId: string, now: Date = new Date()): Promise<LandlordDashboardDto> {
    const month = currentMonth(now);
    const [stats] = await this.dataSource.query<
      (Record<(typeof PROPERTY_STATUSES)[number], number> & {
        listings: number;
        active: number;
        pending_applications: number;
        rent_received: string;
        visitors: number;
      })[]
    >(LANDLORD_STATS_SQL, [landlordId, month.from, month.end]);
    const viewings = await this.dataSource.query<ViewingRow[]>(
      upcomingViewingsSql('p.landlord_id = $1'),
      [landlordId],
    );
    return {
      stats: {
        listings: stats.listings,
        active: stats.active,
        pendingApplications: stats.pending_applications,
        rentReceivedThisMonth: Number(stats.rent_received),
        visitorsThisMonth: stats.visitors,
      },
      month: { from: month.from, to: month.to },
      listingsByStatus: Object.fromEntries(
        PROPERTY_STATUSES.map((s) => [s, stats[s]]),
      ) as LandlordDashboardDto['listingsByStatus'],
      recentActivity: await this.recentActivity(landlordId),
      upcomingViewings: viewings.map(viewingDto('landlord')),
      tenants: await this.tenants(landlordId),
      definitions: FIGURE_DEFINITIONS,
    };
  }

  /** Approved applicants of the landlord's listings, most recently approved first. */
  private async tenants(landlordId: string): Promise<LandlordTenantDto[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        phone: string;
        occupation: string;
        property_id: string;
        title: string;
        reviewed_at: Date | null;
        deposit_paid: boolean;
      }[]
    >(
      `SELECT a.id, a.first_name, a.last_name, a.email, a.phone, a.occupation, a.property_id,
              p.title, a.reviewed_at, a.deposit_paid
       FROM property_applications a JOIN properties p ON p.id = a.property_id
       WHERE a.landlord_id = $1 AND a.status = 'approved'
       ORDER BY a.reviewed_at DESC NULLS LAST, a.id DESC LIMIT $2`,
      [landlordId, DASHBOARD_LIMITS.tenants],
    );
    return rows.map((r) => ({
      applicationId: r.id,
      name: `${r.first_name} ${r.last_name}`,
      email: r.email,
      phone: r.phone,
      occupation: r.occupation,
      propertyId: r.property_id,
      propertyTitle: r.title,
      approvedAt: r.reviewed_at?.toISOString() ?? null,
      paid: r.deposit_paid,
    }));
  }

  /** The user's latest notifications: the dashboard's recent activity, at most five. */
  private async recentActivity(userId: string) {
    const rows = await this.dataSource.getRepository(Notification).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: DASHBOARD_LIMITS.recentActivity,
    });
    return rows.map(toNotificationDto);
  }
}
