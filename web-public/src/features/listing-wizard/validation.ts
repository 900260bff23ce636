/**
 * Each step's checks, run on Next and before submitting: the same rules and words as the API's
 * DTO (LISTING_MESSAGES) and the tenancy rules in force (tenancyRuleViolations).
 */
import {
  availableFromProblem,
  lagosToday,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  POSTAL_CODE_PATTERN,
  VIDEO_URL_PATTERN,
  WIZARD_CITIES,
  tenancyRuleViolations,
  type FieldError,
  type ListingField,
  type TenancyRules,
} from '@rentnaija/shared';
import type { StepDefinition } from '../../components/step-form';
import { draftFees, type ListingDraft } from './draft';

export type WizardStep = 1 | 2 | 3 | 4;

/** The fields each step asks for (server errors are shown on the step of their field). */
export const STEP_FIELDS: Record<WizardStep, readonly ListingField[]> = {
  1: ['title', 'description', 'propertyType', 'area', 'bedrooms', 'bathrooms'],
  2: ['address', 'city', 'state', 'postalCode', 'latitude', 'longitude'],
  3: [
    'price',
    'rentAdvanceMonths',
    'securityDeposit',
    'serviceCharge',
    'serviceChargeCovers',
    'agencyFee',
    'legalFee',
    'amenities',
    'powerSupply',
    'waterSupply',
    'availableFrom',
  ],
  4: ['images', 'videoTourUrl', 'panoramaUrl'],
};

/** What the photo uploads of step 4 are doing, for its checks. */
export interface UploadState {
  inProgress: number;
  failed: number;
}

const blank = (text: string) => text.trim() === '';

/** The errors of one step, in the order of its fields. */
export function stepErrors(
  step: WizardStep,
  d: ListingDraft,
  rules: TenancyRules,
  uploads: UploadState = { inProgress: 0, failed: 0 },
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: ListingField, message: string) => errors.push({ field, message });
  switch (step) {
    case 1:
      if (blank(d.title)) add('title', LISTING_MESSAGES.titleRequired);
      if (blank(d.description)) add('description', LISTING_MESSAGES.descriptionRequired);
      if (!d.propertyType) add('propertyType', LISTING_MESSAGES.propertyTypeRequired);
      if (!d.area || d.area < 1) add('area', LISTING_MESSAGES.areaRequired);
      if (d.bedrooms === null) add('bedrooms', LISTING_MESSAGES.bedroomsRequired);
      if (d.bathrooms === null) add('bathrooms', LISTING_MESSAGES.bathroomsRequired);
      break;
    case 2: {
      if (blank(d.address)) add('address', LISTING_MESSAGES.addressRequired);
      const city = WIZARD_CITIES.find((c) => c.city === d.city);
      if (!city) add('city', LISTING_MESSAGES.cityRequired);
      if (!d.state) add('state', LISTING_MESSAGES.stateRequired);
      else if (city && city.state !== d.state) add('state', `${city.city} is in ${city.state}`);
      if (!blank(d.postalCode) && !POSTAL_CODE_PATTERN.test(d.postalCode.trim())) {
        add('postalCode', LISTING_MESSAGES.postalCodeInvalid);
      }
      break;
    }
    case 3: {
      if (d.price === null) add('price', LISTING_MESSAGES.priceRequired);
      else if (d.price < 1) add('price', LISTING_MESSAGES.pricePositive);
      if ((d.securityDeposit ?? 0) < 0) add('securityDeposit', LISTING_MESSAGES.depositNegative);
      if (d.chargesAgencyFee && !d.agencyFee) add('agencyFee', LISTING_MESSAGES.agencyFeeRequired);
      for (const v of tenancyRuleViolations(draftFees(d), rules)) add(v.field, v.message);
      const available = blank(d.availableFrom)
        ? null
        : availableFromProblem(d.availableFrom.trim(), lagosToday());
      if (available) add('availableFrom', available);
      break;
    }
    case 4:
      if (uploads.inProgress > 0) add('images', LISTING_MESSAGES.uploadsInProgress);
      else if (uploads.failed > 0 && d.photos.length === 0) {
        add('images', LISTING_MESSAGES.uploadFailed);
      }
      if (d.photos.length > LISTING_LIMITS.photos) add('images', LISTING_MESSAGES.tooManyPhotos);
      if (!blank(d.videoTourUrl) && !VIDEO_URL_PATTERN.test(d.videoTourUrl.trim())) {
        add('videoTourUrl', LISTING_MESSAGES.videoTourInvalid);
      }
      break;
  }
  return errors;
}

/** The four steps as the step form takes them (its step 0 is step 1 here). */
export function wizardSteps(
  rules: TenancyRules,
  uploads: UploadState,
): StepDefinition<ListingDraft>[] {
  return ([1, 2, 3, 4] as const).map((step) => ({
    fields: STEP_FIELDS[step],
    validate: (d: ListingDraft) => stepErrors(step, d, rules, uploads),
  }));
}
