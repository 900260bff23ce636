import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TENANCY_RULES,
  LISTING_MESSAGES,
  LISTING_WIZARD_STEPS,
  type PropertyDto,
} from '@rentnaija/shared';
import { firstInvalidStep, stepOfField } from '../../components/step-form';
import {
  draftFromProperty,
  emptyDraft,
  listingEdit,
  toListingRequest,
  type ListingDraft,
} from './draft';
import { validDraft } from './testDrafts';
import { stepErrors, wizardSteps } from './validation';

const rules = DEFAULT_TENANCY_RULES;
const messages = (
  step: 1 | 2 | 3 | 4,
  d: ListingDraft,
  uploads?: { inProgress: number; failed: number },
) => stepErrors(step, d, rules, uploads).map((e) => e.message);

const valid = validDraft;

describe('the wizard checks each step with the API’s words', () => {
  it('step 1 asks for title, description, type, size, bedrooms and bathrooms', () => {
    expect(messages(1, emptyDraft())).toEqual([
      'Title is required',
      'Description is required',
      'Property type is required',
      'Size is required',
      'Number of bedrooms is required',
      'Number of bathrooms is required',
    ]);
    expect(messages(1, valid({ title: '   ' }))).toEqual(['Title is required']);
    expect(messages(1, valid())).toEqual([]);
  });

  it('step 2 asks for address, city and state, and checks the state of the city and the ZIP code', () => {
    expect(messages(2, emptyDraft())).toEqual([
      'Address is required',
      'City is required',
      'State is required',
    ]);
    expect(messages(2, valid({ state: 'FCT' }))).toEqual(['Lagos is in Lagos State']);
    expect(messages(2, valid({ postalCode: '1012' }))).toEqual([
      LISTING_MESSAGES.postalCodeInvalid,
    ]);
    expect(messages(2, valid({ postalCode: '101245' }))).toEqual([]);
    expect(messages(2, valid({ postalCode: '' }))).toEqual([]);
  });

  it('step 3 asks for the rent; every other amount is optional', () => {
    expect(messages(3, emptyDraft())).toEqual(['Monthly rent is required']);
    expect(messages(3, valid({ price: 0 }))).toEqual(['Monthly rent must be greater than 0']);
    expect(
      messages(3, valid({ securityDeposit: null, serviceCharge: null, legalFee: null })),
    ).toEqual([]);
  });

  it('step 3 wants an amount when the landlord charges an agency fee, none when they do not', () => {
    expect(messages(3, valid({ chargesAgencyFee: true, agencyFee: null }))).toEqual([
      LISTING_MESSAGES.agencyFeeRequired,
    ]);
    expect(messages(3, valid({ chargesAgencyFee: false, agencyFee: 10_000_000 }))).toEqual([]);
  });

  it('step 3 keeps the Lagos tenancy rules in force: months in advance and the agency fee cap', () => {
    // ₦350,000 a month: a year is ₦4,200,000, 10% of it ₦420,000.
    expect(messages(3, valid({ chargesAgencyFee: true, agencyFee: 420_000 }))).toEqual([]);
    expect(messages(3, valid({ chargesAgencyFee: true, agencyFee: 420_001 }))).toEqual([
      "Agency fee cannot be more than 10% of a year's rent (₦420,000)",
    ]);
    expect(messages(3, valid({ rentAdvanceMonths: 13 }))).toEqual([
      'Rent in advance cannot be more than 12 months',
    ]);
    // The server's settings may be stricter than the law; the wizard uses what it publishes.
    const strict = { maxAdvanceMonths: 6, maxAgencyFeePercent: 5 };
    expect(
      stepErrors(
        3,
        valid({ rentAdvanceMonths: 7, chargesAgencyFee: true, agencyFee: 300_000 }),
        strict,
      ),
    ).toEqual([
      { field: 'rentAdvanceMonths', message: 'Rent in advance cannot be more than 6 months' },
      {
        field: 'agencyFee',
        message: "Agency fee cannot be more than 5% of a year's rent (₦210,000)",
      },
    ]);
  });

  it('step 4 waits for uploads, says when every photo failed, and checks the video link', () => {
    expect(messages(4, valid(), { inProgress: 1, failed: 0 })).toEqual([
      LISTING_MESSAGES.uploadsInProgress,
    ]);
    expect(messages(4, valid(), { inProgress: 0, failed: 2 })).toEqual(['Failed to upload images']);
    expect(messages(4, valid({ videoTourUrl: 'youtube.com/watch' }))).toEqual([
      'Video tour must be a link (http or https)',
    ]);
    expect(messages(4, valid({ videoTourUrl: 'https://youtu.be/abc' }))).toEqual([]);
    // No photos at all is allowed, as the API allows it.
    expect(messages(4, valid({ photos: [] }))).toEqual([]);
  });

  const steps = wizardSteps(rules, { inProgress: 0, failed: 0 });
  const titleOf = (step: number | undefined) => LISTING_WIZARD_STEPS[step ?? -1];

  it('finds the first step with an error before submitting', () => {
    expect(titleOf(firstInvalidStep(steps, valid({ city: '' }))?.step)).toBe('Location');
    expect(firstInvalidStep(steps, valid())).toBeNull();
  });

  it('puts the server’s field errors on the step of their field', () => {
    expect(titleOf(stepOfField(steps, 'bathrooms'))).toBe('Basic Information');
    expect(titleOf(stepOfField(steps, 'state'))).toBe('Location');
    expect(titleOf(stepOfField(steps, 'agencyFee'))).toBe('Pricing & Amenities');
    expect(titleOf(stepOfField(steps, 'images.0.url'))).toBe('Photos & Review');
  });
});

describe('the request a draft becomes', () => {
  it('sends blanks as nothing, no agency fee as 0, and what the service charge covers only with one', () => {
    const body = toListingRequest(
      valid({
        postalCode: ' ',
        serviceCharge: null,
        serviceChargeCovers: 'Security',
        chargesAgencyFee: false,
        agencyFee: 50_000,
        securityDeposit: null,
        videoTourUrl: '',
      }),
    );
    expect(body).toMatchObject({
      postalCode: null,
      serviceCharge: 0,
      serviceChargeCovers: null,
      agencyFee: 0,
      securityDeposit: 0,
      legalFee: 0,
      rentAdvanceMonths: 1,
      videoTourUrl: null,
      panoramaUrl: null,
    });
  });
});

describe('editing a listing', () => {
  const stored: PropertyDto = {
    ...(toListingRequest(valid()) as unknown as PropertyDto),
    id: 'p1',
    location: '12 Herbert Macaulay Way, Lagos, Lagos State',
    postalCode: null,
    images: [
      {
        url: '/uploads/properties/a.jpg',
        thumbnailUrl: '/uploads/properties/a-t.jpg',
        alt: 'Front',
      },
    ],
    serviceChargeCovers: null,
    waterSupply: null,
    videoTourUrl: null,
    panoramaUrl: null,
    status: 'available',
    moderationStatus: 'approved',
    isApproved: true,
    rejectionReason: null,
    pendingChanges: { title: 'Proposed title' },
    changesSubmittedAt: '2026-11-20T10:00:00Z',
    landlordId: 'l1',
    landlord: { id: 'l1', name: 'Bola' },
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
  };

  it('starts from the changes waiting for review and sends only what differs from them', () => {
    const draft = draftFromProperty(stored);
    expect(draft.title).toBe('Proposed title');
    expect(listingEdit(stored, draft).patch).toEqual({});
    const edit = listingEdit(stored, { ...draft, price: 400_000, area: 90 });
    expect(edit.patch).toEqual({ price: 400_000, area: 90 });
    // The title proposed earlier still waits for review, with the new size; the rent applies at once.
    expect(edit.waitsForReview).toEqual(['title', 'area']);
    expect(edit.appliesNow).toEqual(['price']);
  });

  it('withdraws a proposed change when the field goes back to its approved value', () => {
    const draft = { ...draftFromProperty(stored), title: 'Bright 2-bedroom flat in Yaba' };
    const edit = listingEdit(stored, draft);
    expect(edit.patch).toEqual({ title: 'Bright 2-bedroom flat in Yaba' });
    expect(edit.waitsForReview).toEqual([]);
  });

  it('changes the available-from day at once, and reads a day already come as available now', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
    try {
      const later = { ...stored, availableFrom: '2027-01-01' };
      expect(draftFromProperty(later).availableFrom).toBe('2027-01-01');
      const edit = listingEdit(later, { ...draftFromProperty(later), availableFrom: '' });
      expect(edit).toMatchObject({ patch: { availableFrom: null }, appliesNow: ['availableFrom'] });
      // A day already come is not refused as past when the landlord edits something else.
      const come = { ...stored, availableFrom: '2026-12-01' };
      const draft = draftFromProperty(come);
      expect(draft.availableFrom).toBe('');
      expect(stepErrors(3, draft, rules)).toEqual([]);
      expect(stepErrors(3, { ...draft, availableFrom: '2026-11-30' }, rules)).toEqual([
        { field: 'availableFrom', message: LISTING_MESSAGES.availableFromPast },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes a listing not yet approved at once', () => {
    const pending = { ...stored, moderationStatus: 'pending' as const, pendingChanges: null };
    const edit = listingEdit(pending, { ...draftFromProperty(pending), title: 'New title' });
    expect(edit).toEqual({
      patch: { title: 'New title' },
      waitsForReview: [],
      appliesNow: ['title'],
    });
  });
});
