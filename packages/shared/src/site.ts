/**
 * What the server tells link previews and search engines about the public pages, and which
 * listings are public at all. The web app's page titles use the same `pageTitle()`.
 */
import type { PropertyStatus } from './constants.js';

export const SITE_NAME = 'RentNaija';

/** "About us · RentNaija", as the browser tab and link previews show it. */
export const pageTitle = (title: string) => `${title} · ${SITE_NAME}`;

export const SITE_DESCRIPTION =
  'Find and rent verified monthly homes in Lagos, Abuja, Port Harcourt, Ibadan and Kano.';

export interface SitePage {
  path: string;
  title: string;
  description: string;
}

/** The public pages every visitor can open (the home page first), in sitemap order. */
export const PUBLIC_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Monthly rentals across Nigeria',
    description: `${SITE_NAME}: ${SITE_DESCRIPTION} Pay rent monthly instead of a year upfront.`,
  },
  {
    path: '/properties',
    title: 'Homes for rent',
    description:
      'Browse approved monthly rentals across Nigeria: filter by city, price, bedrooms, type and amenities.',
  },
  {
    path: '/about',
    title: 'About us',
    description:
      'RentNaija connects tenants with verified landlords across Nigeria’s biggest cities, so you can pay rent monthly.',
  },
  {
    path: '/how-it-works',
    title: 'How It Works',
    description:
      'From search to keys in four steps: what happens when you rent or let a home monthly on RentNaija, and what it costs.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What personal data RentNaija collects, why, who it is shared with and your rights.',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you use RentNaija as a tenant or a landlord.',
  },
  {
    path: '/refund',
    title: 'Refund Policy',
    description:
      'When money paid through RentNaija can be refunded, how to ask for it, and how long it takes.',
  },
  {
    path: '/safety',
    title: 'Safety Guidelines',
    description:
      'Practical advice to help tenants and landlords rent safely, and what to do if something does not feel right.',
  },
  {
    path: '/help',
    title: 'Help Center',
    description:
      'Answers to common questions about renting and letting on RentNaija, and how to reach support.',
  },
  {
    path: '/contact',
    title: 'Contact us',
    description:
      'Questions about a listing, a payment or your account? Send RentNaija a message and we reply within 24 hours.',
  },
];

/**
 * Pages of signed-in users and forms that search engines should not crawl (robots.txt).
 * Prefixes: '/landlord/' covers every landlord page under it.
 */
export const PRIVATE_APP_PATHS = [
  '/dashboard',
  '/tenant-dashboard',
  '/landlord-dashboard',
  '/admin-dashboard',
  '/saved-properties',
  '/settings',
  '/login',
  '/register',
  '/auth/',
  '/forgot-password',
  '/reset-password',
  '/property-management',
  '/list-property',
  '/kyc',
  '/applications',
  '/payments',
  '/payment/',
  '/messages',
  '/schedule',
  '/landlord/',
  '/analytics',
  '/payouts',
] as const;

/**
 * Statuses of an approved listing whose page is public (link previews, sitemap). A listing its
 * landlord made inactive, or any state added later, is not.
 */
export const PUBLICLY_LISTED_STATUSES = [
  'available',
  'under_contract',
  'rented',
] as const satisfies readonly PropertyStatus[];
