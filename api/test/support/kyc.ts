import type { KycDocumentKind, KycFields } from '@rentnaija/shared';
import { sampleIdCardPng, samplePdf } from '../../src/platform/storage/sample-documents.js';
import type { TestContext } from './app.js';

type Auth = { auth: Record<string, string> };

/** Uploads a KYC document as the user and answers the response. */
export function uploadKycDocument(
  ctx: TestContext,
  who: Auth,
  kind: KycDocumentKind,
  body: Buffer,
  filename: string,
  contentType = 'application/octet-stream',
) {
  return ctx.http
    .post('/api/kyc/documents')
    .set(who.auth)
    .field('kind', kind)
    .attach('file', body, { filename, contentType });
}

/** Both documents uploaded; answers their ids. */
export async function uploadBothDocuments(ctx: TestContext, who: Auth) {
  const id = await uploadKycDocument(
    ctx,
    who,
    'government_id',
    await sampleIdCardPng('Adebayo Ogunleye'),
    'id-card.png',
    'image/png',
  );
  const bill = await uploadKycDocument(
    ctx,
    who,
    'proof_of_residency',
    samplePdf('Water bill', ['Customer: Adebayo Ogunleye']),
    'bill.pdf',
    'application/pdf',
  );
  if (id.status !== 201 || bill.status !== 201) {
    throw new Error(`upload failed: ${id.status} ${bill.status} ${JSON.stringify(id.body)}`);
  }
  return { governmentIdDocumentId: id.body.id, proofOfResidencyDocumentId: bill.body.id };
}

/** Every field of the four steps, valid (the sandbox NIN that matches Adebayo Ogunleye). */
export function kycBody(
  documents: Pick<KycFields, 'governmentIdDocumentId' | 'proofOfResidencyDocumentId'>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    firstName: 'Adebayo',
    lastName: 'Ogunleye',
    email: 'adebayo@example.com',
    phone: '08031234567',
    dateOfBirth: '1990-01-15',
    nationality: 'Nigerian',
    occupation: 'Accountant',
    employer: 'Dangote Group',
    employerPhone: '012700000',
    employerEmail: 'hr@dangote.example',
    monthlyIncome: 650000,
    employmentType: 'full-time',
    currentAddress: '14 Herbert Macaulay Way',
    currentCity: 'Yaba',
    currentState: 'Lagos',
    currentPostalCode: '101212',
    addressDuration: '2-5-years',
    governmentIdType: 'national-id',
    ninNumber: '12345678901',
    ...documents,
    ...overrides,
  };
}

/** Uploads both documents and submits a valid KYC; answers the submission's body. */
export async function submitKyc(
  ctx: TestContext,
  who: Auth,
  overrides: Record<string, unknown> = {},
) {
  const documents = await uploadBothDocuments(ctx, who);
  const res = await ctx.http.put('/api/kyc/me').set(who.auth).send(kycBody(documents, overrides));
  if (res.status !== 200)
    throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; status: string };
}
