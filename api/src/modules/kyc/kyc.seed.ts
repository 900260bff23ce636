import type { KycDocumentKind } from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';
import { getSeedStorage } from '../../platform/storage/file-storage.js';
import { samplePdf, sampleIdCardPng } from '../../platform/storage/sample-documents.js';
import { KycDocument } from './entities/kyc-document.entity.js';
import { KycRecord } from './entities/kyc-record.entity.js';
import { compareWithRegistry, fullName } from './nin/nin-match.js';
import { SandboxNinRegistry } from './nin/sandbox-nin-registry.js';

interface DemoKyc {
  email: string;
  nin: string;
  status: 'approved' | 'pending';
  answers: Pick<
    KycRecord,
    | 'firstName'
    | 'lastName'
    | 'dateOfBirth'
    | 'occupation'
    | 'employer'
    | 'employerPhone'
    | 'monthlyIncome'
    | 'employmentType'
    | 'currentAddress'
    | 'currentCity'
    | 'currentState'
    | 'currentPostalCode'
    | 'addressDuration'
  >;
}

/**
 * The demo tenant and the first landlord are verified (the landlord may invite people without
 * an account to viewings); the second landlord waits for review (sandbox test NINs).
 */
const DEMO_KYC: DemoKyc[] = [
  {
    email: 'tenant@example.com',
    nin: '11111111111',
    status: 'approved',
    answers: {
      firstName: 'Chioma',
      lastName: 'Eze',
      dateOfBirth: '1994-03-18',
      occupation: 'Product designer',
      employer: 'Kuda Technologies',
      employerPhone: '012345678',
      monthlyIncome: 850_000,
      employmentType: 'full-time',
      currentAddress: '7 Alagomeji Street',
      currentCity: 'Yaba',
      currentState: 'Lagos',
      currentPostalCode: '101212',
      addressDuration: '1-2-years',
    },
  },
  {
    email: 'landlord@example.com',
    nin: '44444444444',
    status: 'approved',
    answers: {
      firstName: 'Babatunde',
      lastName: 'Adeyemi',
      dateOfBirth: '1978-05-24',
      occupation: 'Property owner',
      employer: 'Self-employed',
      employerPhone: '08031234567',
      monthlyIncome: 3_200_000,
      employmentType: 'self-employed',
      currentAddress: '12 Admiralty Way, Lekki Phase 1',
      currentCity: 'Lekki',
      currentState: 'Lagos',
      currentPostalCode: '106104',
      addressDuration: 'more-than-5-years',
    },
  },
  {
    email: 'landlord2@example.com',
    nin: '22222222222',
    status: 'pending',
    answers: {
      firstName: 'Ngozi',
      lastName: 'Okonkwo',
      dateOfBirth: '1982-07-09',
      occupation: 'Property owner',
      employer: 'Self-employed',
      employerPhone: '08097654321',
      monthlyIncome: 2_400_000,
      employmentType: 'self-employed',
      currentAddress: '21 Aminu Kano Crescent, Wuse 2',
      currentCity: 'Abuja',
      currentState: 'FCT',
      currentPostalCode: '904101',
      addressDuration: 'more-than-5-years',
    },
  },
];

async function storeDocument(
  m: EntityManager,
  user: User,
  kind: KycDocumentKind,
  body: Buffer,
  mimeType: 'image/png' | 'application/pdf',
  fileName: string,
): Promise<KycDocument> {
  const storage = getSeedStorage();
  if (!storage) throw new Error('Storage is not ready; the KYC seed needs it for documents');
  const storageKey = `private/kyc/${user.id}/${randomUUID()}.${mimeType === 'image/png' ? 'png' : 'pdf'}`;
  await storage.put(storageKey, body, mimeType);
  const repo = m.getRepository(KycDocument);
  return repo.save(
    repo.create({ userId: user.id, kind, storageKey, mimeType, size: body.length, fileName }),
  );
}

/** Demo KYC records with generated documents and their sandbox registry check. */
export async function seedKyc(m: EntityManager, users: Map<string, User>): Promise<void> {
  const registry = new SandboxNinRegistry();
  const admin = users.get('admin@example.com');
  for (const demo of DEMO_KYC) {
    const user = users.get(demo.email);
    if (!user) continue;
    const name = `${demo.answers.firstName} ${demo.answers.lastName}`;
    const id = await storeDocument(
      m,
      user,
      'government_id',
      await sampleIdCardPng(name),
      'image/png',
      'national-id-card.png',
    );
    const bill = await storeDocument(
      m,
      user,
      'proof_of_residency',
      samplePdf('Electricity bill', [
        `Customer: ${name}`,
        `Address: ${demo.answers.currentAddress}, ${demo.answers.currentCity}`,
        'Billing period: October 2026',
        'Amount due: NGN 18,450',
      ]),
      'application/pdf',
      'electricity-bill.pdf',
    );
    const lookup = await registry.lookup(demo.nin);
    if (!lookup.found) throw new Error(`Sandbox NIN ${demo.nin} is not listed`);
    const submittedAt = new Date(Date.now() - (demo.status === 'approved' ? 20 : 2) * 86_400_000);
    const repo = m.getRepository(KycRecord);
    await repo.save(
      repo.create({
        userId: user.id,
        ...demo.answers,
        email: user.email,
        phone: user.phone ?? '08030000000',
        nationality: 'Nigerian',
        employerEmail: null,
        governmentIdType: 'national-id',
        ninNumber: demo.nin,
        governmentIdDocumentId: id.id,
        proofOfResidencyDocumentId: bill.id,
        status: demo.status,
        isVerified: demo.status === 'approved',
        rejectionReason: null,
        submittedAt,
        submission: 1,
        reviewedAt:
          demo.status === 'approved' ? new Date(submittedAt.getTime() + 86_400_000) : null,
        reviewedBy: demo.status === 'approved' ? (admin?.id ?? null) : null,
        ninCheckStatus: 'match',
        ninCheck: {
          vendor: registry.vendor,
          sandbox: registry.sandbox,
          ...compareWithRegistry(demo.answers, lookup.identity),
          registeredName: fullName(lookup.identity),
          registeredDateOfBirth: lookup.identity.dateOfBirth,
          message: null,
        },
        ninCheckedAt: new Date(submittedAt.getTime() + 60_000),
      }),
    );
  }
}
