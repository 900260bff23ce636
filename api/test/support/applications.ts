import type { TestContext } from './app.js';

let counter = 0;

/** A valid body for POST /api/applications: every field of the booking form. */
export function applicationBody(propertyId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    propertyId,
    firstName: 'Chioma',
    lastName: 'Eze',
    email: 'chioma.eze@example.com',
    phone: '08031234567',
    dateOfBirth: '1994-05-21',
    occupation: 'Software engineer',
    employer: 'Andela',
    monthlyIncome: 650000,
    ninNumber: String(12345678900 + counter)
      .padStart(11, '1')
      .slice(0, 11),
    referenceName: 'Tunde Bakare',
    referencePhone: '08023456789',
    referenceEmail: 'tunde@example.com',
    referenceRelationship: 'colleague',
    guarantorName: 'Ngozi Adaeze Eze',
    guarantorPhone: '08098765432',
    guarantorEmail: `guarantor-${counter}@example.com`,
    guarantorRelationship: 'family',
    guarantorOccupation: 'Civil servant',
    guarantorEmployer: 'Lagos State Government',
    guarantorNinNumber: '10987654321',
    ...overrides,
  };
}

/** Submits an application as `auth` and returns the answer's body (throws unless 201). */
export async function submitApplication(
  ctx: TestContext,
  auth: Record<string, string>,
  propertyId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await ctx.http
    .post('/api/applications')
    .set(auth)
    .send(applicationBody(propertyId, overrides));
  if (res.status !== 201)
    throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; [k: string]: unknown };
}
