import { randomUUID } from 'node:crypto';
import { KycDocument } from '../../src/modules/kyc/entities/kyc-document.entity.js';
import { KycRecord } from '../../src/modules/kyc/entities/kyc-record.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';

/**
 * A KYC record straight in the database for `user`, approved unless told otherwise (its two
 * documents are rows only: nothing here reads their files).
 */
export async function makeKyc(
  ctx: TestContext,
  user: Pick<User, 'id' | 'email'>,
  status: 'approved' | 'pending' | 'rejected' = 'approved',
): Promise<KycRecord> {
  const docs = ctx.dataSource.getRepository(KycDocument);
  const doc = (kind: 'government_id' | 'proof_of_residency') =>
    docs.save(
      docs.create({
        userId: user.id,
        kind,
        storageKey: `private/kyc/${user.id}/${randomUUID()}.pdf`,
        mimeType: 'application/pdf',
        size: 1000,
        fileName: `${kind}.pdf`,
      }),
    );
  const id = await doc('government_id');
  const bill = await doc('proof_of_residency');
  const repo = ctx.dataSource.getRepository(KycRecord);
  return repo.save(
    repo.create({
      userId: user.id,
      firstName: 'Adebayo',
      lastName: 'Ogunleye',
      email: user.email,
      phone: '08031234567',
      dateOfBirth: '1990-01-15',
      nationality: 'Nigerian',
      occupation: 'Property owner',
      employer: 'Self-employed',
      employerPhone: '08031234567',
      employerEmail: null,
      monthlyIncome: 900_000,
      employmentType: 'self-employed',
      currentAddress: '14 Herbert Macaulay Way',
      currentCity: 'Yaba',
      currentState: 'Lagos',
      currentPostalCode: null,
      addressDuration: '2-5-years',
      governmentIdType: 'national-id',
      ninNumber: '12345678901',
      governmentIdDocumentId: id.id,
      proofOfResidencyDocumentId: bill.id,
      status,
      isVerified: status === 'approved',
      rejectionReason: status === 'rejected' ? 'The documents could not be read.' : null,
      submittedAt: new Date(),
      reviewedAt: status === 'pending' ? null : new Date(),
      reviewedBy: null,
    }),
  );
}
