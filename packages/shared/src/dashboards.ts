/**
 * The role dashboards and the landlord's analytics: the
 * periods, the limits of each list, and the JSON the three endpoints answer. What each figure
 * means is defined once on the server (api/src/modules/dashboards/figures.ts) and sent with
 * the figures, so the tooltips say exactly what was counted.
 */
import type { ApplicationStatus } from './applications.js';
import type { ListingSummary, NotificationDto } from './api-types.js';
import type { PropertyStatus } from './constants.js';
import type { KycStatus } from './verification.js';
import type { ViewingStatus, ViewingType } from './viewings.js';

/** GET /api/landlord/analytics?period=…: the period values, in the select's order. */
export const ANALYTICS_PERIODS = ['week', 'month', '3months', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  week: 'Last Week',
  month: 'Last Month',
  '3months': 'Last 3 Months',
  year: 'Last Year',
};

/** The sizes of the dashboards' lists: at most five of each. */
export const DASHBOARD_LIMITS = {
  recentActivity: 5,
  recentApplications: 5,
  upcomingViewings: 5,
  revenueTrendMonths: 6,
  viewsByProperty: 6,
  topProperties: 5,
  tenants: 100,
} as const;

/**
 * How a figure moved against the previous period of the same length. `change` is a whole
 * percentage (unit 'percent') or a difference in percentage points (unit 'points', for rates);
 * null means there was nothing before to compare with (previous is 0, now is not): 'New'.
 */
export interface FigureTrend {
  previous: number;
  change: number | null;
  unit: 'percent' | 'points';
}

/** 'New', '+12%', '−3 pts', 'No change': how a trend reads on a card. */
export function trendText(trend: FigureTrend): string {
  if (trend.change === null) return 'New';
  if (trend.change === 0) return 'No change';
  const sign = trend.change > 0 ? '+' : '−';
  const size = Math.abs(trend.change);
  return trend.unit === 'points' ? `${sign}${size} pts` : `${sign}${size}%`;
}

/**
 * A trend in words against the previous period of `days` days: 'up 12% on the previous 30 days',
 * 'down 3 points on the previous 7 days', 'new: none in the previous 30 days', 'the same as the
 * previous 30 days'.
 */
export function trendSentence(trend: FigureTrend, days: number): string {
  const previous = `the previous ${days} ${days === 1 ? 'day' : 'days'}`;
  if (trend.change === null) return `new: none in ${previous}`;
  if (trend.change === 0) return `the same as ${previous}`;
  const size = Math.abs(trend.change);
  const amount =
    trend.unit === 'points' ? `${size} ${size === 1 ? 'point' : 'points'}` : `${size}%`;
  return `${trend.change > 0 ? 'up' : 'down'} ${amount} on ${previous}`;
}

/** The short definition of each figure, for tooltips (the server's words). */
export type FigureDefinitions = Record<
  | 'listings'
  | 'activeListings'
  | 'views'
  | 'enquiries'
  | 'occupancy'
  | 'rentReceived'
  | 'depositsHeld'
  | 'pendingApplications'
  | 'totalSpent',
  string
>;

/** A WAT date range, both ends included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

/** A viewing still to come, for a dashboard's list. */
export interface UpcomingViewingDto {
  id: string;
  propertyId: string;
  propertyTitle: string;
  /** WAT date and time of the slot. */
  date: string;
  time: string;
  type: ViewingType;
  status: ViewingStatus;
  /** Who comes (for the landlord) or who shows (for the tenant). */
  withName: string;
}

// ---- tenant ------------------------------------------------------------------------------

export interface TenantRecentApplicationDto {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  property: Pick<ListingSummary, 'id' | 'title' | 'location' | 'price'>;
}

/** GET /api/tenant/dashboard */
export interface TenantDashboardDto {
  stats: {
    saved: number;
    applications: number;
    approved: number;
    kycStatus: KycStatus;
    /** Completed payments minus processed refunds, whole naira. */
    totalSpent: number;
  };
  recentActivity: NotificationDto[];
  recentApplications: TenantRecentApplicationDto[];
  upcomingViewings: UpcomingViewingDto[];
  definitions: FigureDefinitions;
}

// ---- landlord ----------------------------------------------------------------------------

/** An approved applicant of one of the landlord's listings, with how to reach them. */
export interface LandlordTenantDto {
  applicationId: string;
  name: string;
  email: string;
  phone: string;
  occupation: string;
  propertyId: string;
  propertyTitle: string;
  approvedAt: string | null;
  /** The move-in payment was verified. */
  paid: boolean;
}

/** GET /api/landlord/dashboard */
export interface LandlordDashboardDto {
  stats: {
    listings: number;
    active: number;
    pendingApplications: number;
    rentReceivedThisMonth: number;
    visitorsThisMonth: number;
  };
  /** The current WAT calendar month the monthly figures cover. */
  month: DateRange;
  listingsByStatus: Record<PropertyStatus, number>;
  recentActivity: NotificationDto[];
  upcomingViewings: UpcomingViewingDto[];
  tenants: LandlordTenantDto[];
  definitions: FigureDefinitions;
}

export interface AnalyticsPropertyFigures {
  propertyId: string;
  title: string;
  location: string;
  views: number;
  enquiries: number;
  /** Rent received in the period (see FigureDefinitions.rentReceived), whole naira. */
  rentReceived: number;
}

/** GET /api/landlord/analytics */
export interface LandlordAnalyticsDto {
  period: AnalyticsPeriod;
  /** The period (today included) and the previous one of the same length, in WAT. */
  range: DateRange;
  previousRange: DateRange;
  /** Days in the period (and in the previous one). */
  days: number;
  cards: {
    /** Listings not archived; `active` of them approved and available. */
    totalProperties: { value: number; active: number; trend: FigureTrend };
    totalViews: { value: number; trend: FigureTrend };
    /** Rent released to the landlord in the period, whole naira: no deposits, no refunds. */
    rentReceived: { value: number; trend: FigureTrend };
    /** Caution deposits held now for the landlord's tenancies, and how many tenancies. */
    depositsHeld: { value: number; tenancies: number };
    /** Whole percent; `occupied` of `eligible` listings. */
    occupancyRate: { value: number; occupied: number; eligible: number; trend: FigureTrend };
  };
  /** Rent received by WAT calendar month, the last six, oldest first, this month last. */
  rentByMonth: { month: string; rentReceived: number }[];
  /**
   * The most viewed listings in the period (at most DASHBOARD_LIMITS.viewsByProperty), most
   * views first; `others` more listings had `otherViews` views between them, so the shown
   * views and `otherViews` add up to the Total Views card.
   */
  viewsByProperty: {
    top: { propertyId: string; title: string; views: number }[];
    others: number;
    otherViews: number;
  };
  /** At most five listings with any views, enquiries or rent in the period. */
  topProperties: AnalyticsPropertyFigures[];
  /** False when the landlord has no listings and no recorded activity: 'No Analytics Data'. */
  hasData: boolean;
  definitions: FigureDefinitions;
}
