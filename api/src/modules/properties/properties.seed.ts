import {
  addDays,
  lagosToday,
  AMENITIES,
  PROPERTY_TYPES,
  type Amenity,
  type PowerSupply,
  type PropertyImage,
  type PropertyStatus,
  type PropertyType,
  type WaterSupply,
} from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashPassword } from '../auth/tokens.js';
import { OutboxEntry } from '../../platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../../platform/jobs/jobs.js';
import { User } from '../users/entities/user.entity.js';
import { getSeedStorage } from '../../platform/storage/file-storage.js';
import { Property } from './entities/property.entity.js';
import { GAZETTEER } from '../geo/gazetteer.js';
import { locationOf } from './properties.service.js';
import { type FacadeStyle, renderSeedPhotos, type SceneKind } from './seed-images.js';

/**
 * A pin within about 900 m of the neighbourhood's centre, spread by the listing's number (the
 * golden angle), so the demo listings of one area do not sit on one point.
 */
function pinIn(a: Area, i: number): { latitude: number; longitude: number } {
  const centre = GAZETTEER.find((p) => p.name === a.area && p.city === a.city);
  if (!centre) throw new Error(`No coordinates for the demo area ${a.area}`);
  const distance = 0.0015 + ((i * 37) % 60) / 10_000;
  const angle = i * 2.39996;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    latitude: round(centre.lat + distance * Math.sin(angle)),
    longitude: round(centre.lng + distance * Math.cos(angle)),
  };
}

interface Area {
  area: string;
  city: string;
  state: string;
  postal: string;
  /** Rent multiplier: Ikoyi/VI/Maitama cost far more than Surulere or Kano. */
  tier: number;
  streets: string[];
}

const AREAS: Area[] = [
  {
    area: 'Lekki Phase 1',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '106104',
    tier: 1.6,
    streets: ['Admiralty Way', 'Fola Osibo Road', 'Bisola Durosinmi-Etti Drive'],
  },
  {
    area: 'Yaba',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '101212',
    tier: 0.8,
    streets: ['Herbert Macaulay Way', 'Alagomeji Street', 'Sabo Road'],
  },
  {
    area: 'Ikeja GRA',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '100271',
    tier: 1.3,
    streets: ['Isaac John Street', 'Joel Ogunnaike Street', 'Oduduwa Crescent'],
  },
  {
    area: 'Victoria Island',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '101241',
    tier: 2,
    streets: ['Adeola Odeku Street', 'Ajose Adeogun Street', 'Karimu Kotun Street'],
  },
  {
    area: 'Surulere',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '101283',
    tier: 0.7,
    streets: ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ogunlana Drive'],
  },
  {
    area: 'Ajah',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '106103',
    tier: 0.75,
    streets: ['Addo Road', 'Badore Road', 'Abraham Adesanya Estate'],
  },
  {
    area: 'Maitama',
    city: 'Abuja',
    state: 'FCT',
    postal: '904101',
    tier: 1.9,
    streets: ['Aguiyi Ironsi Street', 'Gana Street', 'Mississippi Street'],
  },
  {
    area: 'Wuse 2',
    city: 'Abuja',
    state: 'FCT',
    postal: '904101',
    tier: 1.4,
    streets: ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Ladoke Akintola Boulevard'],
  },
  {
    area: 'Gwarinpa',
    city: 'Abuja',
    state: 'FCT',
    postal: '900108',
    tier: 0.9,
    streets: ['1st Avenue', '3rd Avenue', '69 Road'],
  },
  {
    area: 'Jabi',
    city: 'Abuja',
    state: 'FCT',
    postal: '900108',
    tier: 1.1,
    streets: ['Obafemi Awolowo Way', 'Jabi Lake Road', 'Ebitu Ukiwe Street'],
  },
  {
    area: 'GRA Phase 2',
    city: 'Port Harcourt',
    state: 'Rivers State',
    postal: '500272',
    tier: 1.1,
    streets: ['Tombia Street', 'Evo Road', 'Odili Road'],
  },
  {
    area: 'Rumuola',
    city: 'Port Harcourt',
    state: 'Rivers State',
    postal: '500102',
    tier: 0.7,
    streets: ['Rumuola Road', 'Ikwerre Road', 'Olu Obasanjo Road'],
  },
  {
    area: 'Bodija',
    city: 'Ibadan',
    state: 'Oyo State',
    postal: '200284',
    tier: 0.6,
    streets: ['Awolowo Avenue', 'Bodija Market Road', 'Aare Avenue'],
  },
  {
    area: 'Jericho',
    city: 'Ibadan',
    state: 'Oyo State',
    postal: '200212',
    tier: 0.65,
    streets: ['Jericho Road', 'Magazine Road', 'Adeoyo Street'],
  },
  {
    area: 'Nassarawa GRA',
    city: 'Kano',
    state: 'Kano State',
    postal: '700233',
    tier: 0.6,
    streets: ['Sultan Road', 'Lugard Avenue', 'Bompai Road'],
  },
  {
    area: 'Bompai',
    city: 'Kano',
    state: 'Kano State',
    postal: '700211',
    tier: 0.5,
    streets: ['Bompai Road', 'Club Road', 'Maiduguri Road'],
  },
];

const BEDROOMS: Record<PropertyType, number[]> = {
  apartment: [1, 2, 3],
  house: [3, 4, 5],
  studio: [1],
  penthouse: [3, 4],
  villa: [4, 5, 6],
  flat: [1, 2, 3],
  duplex: [4, 5],
  bungalow: [2, 3, 4],
  terrace: [3, 4],
};
/** Rent per kind of home, before bedrooms and area: a flat costs less than a duplex. */
const TYPE_RENT: Record<PropertyType, number> = {
  studio: 0.55,
  flat: 0.8,
  apartment: 0.9,
  bungalow: 0.95,
  terrace: 1.15,
  house: 1.25,
  duplex: 1.4,
  penthouse: 1.9,
  villa: 2,
};
/** The front each kind of home gets in its first photo. */
const FACADE_STYLE: Record<PropertyType, FacadeStyle> = {
  apartment: 'block',
  flat: 'block',
  studio: 'block',
  penthouse: 'tower',
  house: 'house',
  duplex: 'house',
  villa: 'villa',
  bungalow: 'bungalow',
  terrace: 'terrace',
};
const LABEL: Record<PropertyType, string> = {
  apartment: 'apartment',
  house: 'detached house',
  studio: 'studio apartment',
  penthouse: 'penthouse',
  villa: 'villa',
  flat: 'flat',
  duplex: 'duplex',
  bungalow: 'bungalow',
  terrace: 'terrace house',
};
const ADJECTIVES = [
  'Newly built',
  'Spacious',
  'Tastefully finished',
  'Modern',
  'Cosy',
  'Well-kept',
];
/** Only the dearest areas' homes are called luxury or serviced. */
const PRIME_ADJECTIVES = ['Luxury', 'Serviced'];
const POWER: PowerSupply[][] = [
  ['prepaid meter', 'generator backup'],
  ['band A grid', 'prepaid meter', 'inverter/solar'],
  ['prepaid meter'],
  ['band A grid', 'generator backup'],
  ['prepaid meter', 'inverter/solar'],
];
const WATER: WaterSupply[] = [
  'borehole',
  'water treatment plant',
  'public mains',
  'borehole',
  'water tanker',
];

/**
 * Monthly rent in whole naira, rounded to ₦10,000 and kept within ₦150,000–₦2,500,000: it grows
 * with the kind of home, each bedroom and the area, with a little variety (±4%) that never lets
 * a smaller home of the same kind and area cost more than a bigger one.
 */
export function rent(type: PropertyType, beds: number, tier: number, i: number): number {
  const base =
    200_000 * TYPE_RENT[type] * tier * (0.55 + beds * 0.3) * (0.96 + ((i * 37) % 9) / 100);
  return Math.min(2_500_000, Math.max(150_000, Math.round(base / 10_000) * 10_000));
}

function describe(
  type: PropertyType,
  beds: number,
  baths: number,
  a: Area,
  amenities: Amenity[],
  power: PowerSupply[],
  water: WaterSupply,
  viaAgent: boolean,
): string {
  const rooms =
    type === 'studio'
      ? 'an open-plan studio with a kitchenette and a shower room'
      : `${beds} bedroom${beds > 1 ? 's' : ''} and ${baths} bathroom${baths > 1 ? 's' : ''}${
          baths >= beds ? ', every bedroom en suite' : ''
        }`;
  return [
    `${/^[aeiou]/i.test(LABEL[type]) ? 'An' : 'A'} ${LABEL[type]} in ${a.area}, ${a.city}, offering ${rooms}.`,
    `The home sits on a quiet street a few minutes from shops, schools and the main road, with good access during rush hour.`,
    `Power: ${power.join(', ')}. Water: ${water}.`,
    amenities.length > 0
      ? `Included: ${amenities.join(', ')}.`
      : 'Unfurnished; you are free to bring your own furniture.',
    viaAgent
      ? 'Rent is paid monthly. Viewing by appointment with our letting agent.'
      : 'Rent is paid monthly. Viewing by appointment with the landlord; no agent fees.',
  ].join(' ');
}

/** Adds about 64 demo listings across the five cities, with photos rendered by the project. */
const DAY_MS = 24 * 3600_000;
/** Demo listings (by position) whose landlord has not confirmed them for this many days. */
const STALE_DEMO_LISTINGS: Record<number, number> = { 24: 15, 31: 19 };

export async function seedListings(m: EntityManager, users: Map<string, User>): Promise<void> {
  const storage = getSeedStorage();
  if (!storage) throw new Error('Storage is not ready; the listings seed needs it for photos');
  const owners = [users.get('landlord@example.com'), users.get('landlord2@example.com')];
  if (!owners[0] || !owners[1]) return;
  const photos = await renderSeedPhotos(storage);
  const now = Date.now();
  const rows: Partial<Property>[] = [];
  const total = 64;
  for (let i = 0; i < total; i++) {
    const a = AREAS[(i * 7) % AREAS.length];
    const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length];
    const bedsChoices = BEDROOMS[type];
    const bedrooms = bedsChoices[i % bedsChoices.length];
    const bathrooms = type === 'studio' ? 1 : Math.max(1, bedrooms - (i % 2));
    const price = rent(type, bedrooms, a.tier, i);
    const amenities = AMENITIES.filter((_, k) => (i + k * 3) % 4 !== 0 || (a.tier > 1.3 && k < 6));
    const power = POWER[i % POWER.length];
    const water = WATER[i % WATER.length];
    const street = a.streets[i % a.streets.length];
    const address = `${3 + ((i * 13) % 90)} ${street}, ${a.area}`;
    const adjective =
      a.tier >= 1.3 && i % 3 === 0
        ? PRIME_ADJECTIVES[i % PRIME_ADJECTIVES.length]
        : ADJECTIVES[i % ADJECTIVES.length];
    const title =
      type === 'studio'
        ? `${adjective} studio apartment in ${a.area}`
        : `${adjective} ${bedrooms}-bedroom ${LABEL[type]} in ${a.area}`;
    const interiors: SceneKind[] = ['living', 'bedroom', 'kitchen'];
    const images = [
      photos.pick('facade', i, `Front of the ${LABEL[type]} on ${street}`, FACADE_STYLE[type]),
      ...interiors
        .slice(0, 1 + (i % 3))
        .map((kind) =>
          photos.pick(
            kind,
            i + bedrooms,
            `${kind === 'living' ? 'Living room' : kind === 'bedroom' ? 'Main bedroom' : 'Kitchen'} of the ${LABEL[type]}`,
          ),
        ),
    ];
    let moderation: 'approved' | 'pending' | 'rejected' = 'approved';
    if (i === 5 || i === 22 || i === 41 || i === 58) moderation = 'pending';
    if (i === 33) moderation = 'rejected';
    let status: PropertyStatus = 'available';
    if (i % 17 === 3) status = 'rented';
    if (i % 23 === 11) status = 'under_contract';
    if (i === 50) status = 'inactive';
    const createdAt = new Date(now - (i * 21 + (i % 5)) * 3600_000);
    // Most landlords confirmed their home in the last days; two left theirs unconfirmed for
    // over two weeks, so they show 'may no longer be available' and sit lower in search.
    const unconfirmedDays = STALE_DEMO_LISTINGS[i];
    const confirmedAvailableAt =
      status !== 'available'
        ? createdAt
        : unconfirmedDays !== undefined
          ? new Date(now - unconfirmedDays * DAY_MS)
          : new Date(
              Math.max(createdAt.getTime(), now - ((i * 5) % 11) * DAY_MS - (i % 7) * 3600_000),
            );
    const serviceCharge =
      a.tier >= 1.3 ? Math.round((price * 0.1) / 5000) * 5000 : i % 3 === 0 ? 0 : 15_000;
    // Most demo landlords let directly; some use an agent (a lawful fee: 5% of a year's rent)
    // and a lawyer for the agreement; premium homes ask for a few months in advance.
    const viaAgent = i % 4 === 1;
    const fees = {
      serviceCharge,
      serviceChargeCovers:
        serviceCharge === 0
          ? null
          : a.tier >= 1.3
            ? 'Estate security, waste collection, cleaning of shared areas and the estate generator'
            : 'Security guard and waste collection',
      rentAdvanceMonths: a.tier >= 1.3 && i % 3 === 0 ? 3 : 1,
      agencyFee: viaAgent ? Math.round((price * 12 * 0.05) / 5000) * 5000 : 0,
      legalFee: viaAgent || i % 7 === 2 ? Math.round((price * 0.5) / 5000) * 5000 : 0,
    };
    rows.push({
      title,
      ...pinIn(a, i),
      description: describe(type, bedrooms, bathrooms, a, amenities, power, water, viaAgent),
      address,
      city: a.city,
      state: a.state,
      postalCode: a.postal,
      location: locationOf(address, a.city, a.state),
      price,
      securityDeposit: price,
      ...fees,
      bedrooms,
      bathrooms,
      area: type === 'studio' ? 32 : 40 + bedrooms * 35 + ((i * 11) % 30),
      propertyType: type,
      amenities,
      powerSupply: power,
      waterSupply: water,
      images,
      videoTourUrl: i === 0 ? 'https://www.youtube.com/watch?v=ScMzIvxBSi4' : null,
      panoramaUrl: i === 0 || i === 9 || i === 18 ? photos.panoramas[i % 2] : null,
      status,
      // A few homes are free from a coming day (the tenant moving out, or works finishing).
      availableFrom: status === 'available' && i % 9 === 7 ? addDays(lagosToday(), 10 + i) : null,
      moderationStatus: moderation,
      isApproved: moderation === 'approved',
      rejectionReason:
        moderation === 'rejected'
          ? 'The photos do not show the property described. Please upload photos of this home.'
          : null,
      landlordId: owners[i % 2]!.id,
      // The two demo landlords share the platform's drawn photos, which would flag every demo
      // listing as another's copy: they are recorded as checked when seeded, without signals.
      riskCheckedAt: createdAt,
      confirmedAvailableAt,
      staleness: status === 'available' && unconfirmedDays !== undefined ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await m.getRepository(Property).insert(rows as Property[]);
  await seedSuspectListing(m, photos.pick('facade', 7, 'Front of the flat', 'block'));
}

/**
 * One listing for moderators to practise on: a new agency's cheap Lekki flat whose text gives a
 * phone number and a WhatsApp link and asks for an inspection fee. It waits for review, and its
 * fraud signals are computed by the app's own job (recorded here) once the app runs.
 */
async function seedSuspectListing(m: EntityManager, photo: PropertyImage): Promise<void> {
  const agency = await m.getRepository(User).save(
    m.getRepository(User).create({
      name: 'Express Homes Ltd',
      email: 'express.homes@example.com',
      phone: '08099990000',
      role: 'landlord',
      status: 'active',
      emailVerifiedAt: new Date(),
      // Not a demo sign-in: a password nobody knows.
      passwordHash: await hashPassword(randomBytes(24).toString('hex')),
    }),
  );
  const address = '12 Admiralty Way, Lekki Phase 1';
  // Older than the newest two pending demo listings, which the console journeys decide.
  const createdAt = new Date(Date.now() - 30 * 24 * 3600_000);
  const [{ id }] = (
    await m.getRepository(Property).insert({
      title: 'Spacious 3-bedroom flat in Lekki Phase 1, urgent',
      description:
        'Newly built 3-bedroom flat, all rooms en suite, fitted kitchen and steady light. Inspection fee of ₦20,000 is paid before viewing. Call or WhatsApp 0809 999 0000 (wa.me/2348099990000) to book, first come first served.',
      address,
      city: 'Lagos',
      state: 'Lagos State',
      postalCode: '106104',
      location: locationOf(address, 'Lagos', 'Lagos State'),
      price: 150_000,
      securityDeposit: 150_000,
      bedrooms: 3,
      bathrooms: 3,
      area: 140,
      propertyType: 'flat',
      amenities: ['Security', 'Parking'],
      powerSupply: ['prepaid meter'],
      waterSupply: 'borehole',
      images: [photo],
      moderationStatus: 'pending',
      isApproved: false,
      landlordId: agency.id,
      createdAt,
      updatedAt: createdAt,
    })
  ).identifiers as { id: string }[];
  await m
    .getRepository(OutboxEntry)
    .insert({ jobName: JobName.CheckListingSignals, payload: { propertyId: id } });
}
