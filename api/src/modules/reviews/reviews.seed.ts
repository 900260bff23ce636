import { addDays, lagosToday, reviewDueOn } from '@rentnaija/shared';
import { In, type EntityManager } from 'typeorm';
import { Tenancy } from '../tenancies/entities/tenancy.entity.js';
import { TenancyReview } from './entities/tenancy-review.entity.js';

type DemoReview = Pick<
  TenancyReview,
  | 'power'
  | 'water'
  | 'security'
  | 'responsiveness'
  | 'asAdvertised'
  | 'powerGridHours'
  | 'powerBackup'
  | 'text'
  | 'answer'
>;

/** What the demo's tenants wrote, taken in turn. */
const DEMO_REVIEWS: DemoReview[] = [
  {
    power: 4,
    water: 5,
    security: 5,
    responsiveness: 4,
    asAdvertised: 'yes',
    powerGridHours: 16,
    powerBackup: 'inverter',
    text: 'The flat was exactly as the photos showed. Light is steady most days and the inverter covers the gaps; the borehole never ran dry. The estate gate is manned day and night.',
    answer: 'Thank you for looking after the place so well. You are welcome back any time.',
  },
  {
    power: 2,
    water: 4,
    security: 4,
    responsiveness: 3,
    asAdvertised: 'partly',
    powerGridHours: 8,
    powerBackup: 'generator',
    text: 'A good home in a quiet street, but the grid supply is weak and the shared generator runs only in the evenings. The kitchen cabinets were older than in the pictures.',
    answer: null,
  },
  {
    power: 5,
    water: 4,
    security: 4,
    responsiveness: 5,
    asAdvertised: 'yes',
    powerGridHours: 20,
    powerBackup: 'both',
    text: 'The landlord fixed a leaking tap within a day of my message and the service charge covers a real security team. Band A feeder, so power is rarely a worry.',
    answer: null,
  },
];

/**
 * Reviews by the demo's tenants, on tenancies the tenancies step seeded: the end-of-tenancy review
 * on ended ones and the review during the tenancy on active ones past REVIEW_DUE_DAYS. Creates
 * nothing when no tenancy fits. Rows only; runs after the tenancies step.
 */
export async function seedReviews(m: EntityManager): Promise<void> {
  const today = lagosToday();
  const tenancies = await m.getRepository(Tenancy).find({
    where: { state: In(['active', 'ended']) },
    order: { createdAt: 'ASC' },
  });
  const fitting = tenancies.filter(
    (t) => t.moveInDate && (t.state === 'ended' || reviewDueOn(t.moveInDate) <= today),
  );
  const repo = m.getRepository(TenancyReview);
  for (const [i, t] of fitting.entries()) {
    const demo = DEMO_REVIEWS[i % DEMO_REVIEWS.length]!;
    const stage = t.state === 'ended' ? 'end' : 'during';
    const writtenOn = stage === 'end' ? t.endDate! : reviewDueOn(t.moveInDate!);
    const createdAt = new Date(`${writtenOn < today ? writtenOn : today}T10:00:00+01:00`);
    await repo.save(
      repo.create({
        ...demo,
        tenancyId: t.id,
        propertyId: t.propertyId,
        tenantId: t.tenantId,
        landlordId: t.landlordId,
        stage,
        answeredAt: demo.answer
          ? new Date(`${addDays(lagosToday(createdAt), 1)}T09:00:00+01:00`)
          : null,
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
}
