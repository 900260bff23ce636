/**
 * Response bodies the API's OpenAPI document does not describe, by `"method path"`. `Reply`
 * (client.ts) uses the generated type whenever the document describes an answer, and the API's
 * own test (api/test/openapi.e2e-spec.ts) refuses a route without one, so this stays empty: add
 * an entry only for an answer the document cannot describe, and say why.
 */
export interface ResponseFallbacks {
  /** A PDF, not JSON: read with `parseAs: 'blob'` (payments' downloadReceipt). */
  'get /api/payments/{id}/receipt.pdf': Blob;
  'get /api/payments/{id}/refund-receipt.pdf': Blob;
  /** PDFs (tenancies' downloadTenancyPdf). */
  'get /api/tenancies/{id}/agreement.pdf': Blob;
  'get /api/tenancies/{id}/rent-receipt.pdf': Blob;
  /** A confirmed viewing's calendar invite, text/calendar (viewings' downloadInvite). */
  'get /api/viewings/{id}/invite.ics': Blob;
  /** A private photo of a tenancy's dispute (tenancies' useDisputePhoto). */
  'get /api/tenancies/{id}/dispute/photos/{photoId}': Blob;
  /** The renter profile as a PDF (renter-profile's downloads). */
  'get /api/renter-profile/me.pdf': Blob;
  'get /api/renter-profile/shared/{token}/pdf': Blob;
}
