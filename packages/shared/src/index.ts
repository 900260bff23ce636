export * from './constants.js';
export * from './rules.js';
export * from './format.js';
export * from './dates.js';
export * from './messages.js';
export type * from './api-types.js';
export * from './site.js';
export * from './photos.js';
export * from './brand.js';
export * from './fees.js';
export * from './listing.js';
export * from './viewings.js';
// Messaging and the live channel
export * from './messaging.js';
export * from './realtime.js';
export * from './applications.js';
export * from './payments.js';
export * from './verification.js';
// Role dashboards and landlord analytics
export * from './dashboards.js';
export * from './tenancies.js';
// Monthly rent of a tenancy
export * from './rent.js';
// Payouts to landlords and the money ledger
export * from './payouts.js';
// Reviews of homes and landlords by their tenants
export * from './reviews.js';
// Unfinished forms kept on the server
export * from './drafts.js';
// The caution deposit: reports, deductions, its return
export * from './deposits.js';
// The renter profile that travels, and landlords' reviews of tenants
export * from './renter-profile.js';
// Reports of listings by anyone, and staff's decisions on them
export * from './listing-reports.js';
export * from './listing-signals.js';
// Listings kept fresh: landlords confirm they are still available
export * from './listing-freshness.js';
// Coordinates, the approximate public location, map search
export * from './geo.js';
