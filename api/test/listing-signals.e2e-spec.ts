import {
  MASKED_CONTACT,
  SENIOR_REVIEW_MESSAGES,
  type AdminPropertyDto,
  type ListingSignal,
  type UploadedPhoto,
} from '@rentnaija/shared';
import sharp from 'sharp';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser, TEST_PASSWORD } from './support/factories.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A photo-like picture: blocks of colour placed by `seed`, so two seeds make two pictures. */
function scene(seed: number, width = 1200, height = 800) {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const shapes = Array.from({ length: 14 }, () => {
    const [w, h] = [next() * width * 0.5, next() * height * 0.5];
    const fill = `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
    return `<rect x="${next() * width}" y="${next() * height}" width="${w}" height="${h}" fill="${fill}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e7e5e4"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('fraud signals of listings', () => {
  let ctx: TestContext;
  let owner: Signed;
  let copier: Signed;
  let admin: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await makeSignedInUser(ctx, { role: 'landlord', name: 'Adaeze Okafor' });
    copier = await makeSignedInUser(ctx, { role: 'landlord', name: 'Quick Lets' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const upload = async (who: Signed, bytes: Buffer): Promise<UploadedPhoto> => {
    const res = await ctx.http
      .post('/api/uploads/property-images')
      .set(who.auth)
      .attach('file', bytes, { filename: 'home.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    return res.body as UploadedPhoto;
  };
  const create = async (who: Signed, body: Record<string, unknown>) => {
    const res = await ctx.http.post('/api/properties').set(who.auth).send(newListingBody(body));
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };
  /** The console's record once the listing's signals job has run. */
  const checked = async (id: string): Promise<AdminPropertyDto> => {
    await ctx.drainJobs();
    const res = await ctx.http.get(`/api/admin/properties/${id}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.risk.checkedAt).not.toBeNull();
    return res.body as AdminPropertyDto;
  };
  const codes = (p: AdminPropertyDto) => p.risk.signals.map((s) => s.code).sort();
  const signalOf = <C extends ListingSignal['code']>(p: AdminPropertyDto, code: C) =>
    p.risk.signals.find((s) => s.code === code) as Extract<ListingSignal, { code: C }> | undefined;
  const approve = (id: string, body: object = {}) =>
    ctx.http.post(`/api/admin/properties/${id}/approve`).set(admin.auth).send(body);

  it("flags a resized, recompressed copy of another landlord's photo with that listing, and holds it for a senior review", async () => {
    const original = await scene(7);
    const theirs = await upload(owner, original);
    const first = await create(owner, { title: 'Original Yaba flat', images: [theirs] });
    // The same landlord reusing their own photo is not a signal.
    const again = await create(owner, { title: 'Same owner, same photo', images: [theirs] });
    expect(codes(await checked(again.id))).toEqual([]);
    // The copy: smaller, recompressed harder, uploaded by someone else beside a photo of their own.
    const copy = await sharp(original).resize(700).jpeg({ quality: 55 }).toBuffer();
    const copied = await upload(copier, copy);
    const ownPhoto = await upload(copier, await scene(99));
    const second = await create(copier, { title: 'Cheap Yaba flat', images: [ownPhoto, copied] });

    const p = await checked(second.id);
    expect(codes(p)).toEqual(['duplicate_photo']);
    // Their own photo matches nothing; the copy matches the photo on both of the owner's listings.
    const { matches } = signalOf(p, 'duplicate_photo')!.evidence;
    expect(matches.map((m) => m.otherPropertyId).sort()).toEqual([first.id, again.id].sort());
    for (const match of matches) {
      expect(match).toMatchObject({
        photoUrl: copied.url,
        otherLandlordName: 'Adaeze Okafor',
        otherPhotoUrl: theirs.url,
      });
      expect(match.distance).toBeLessThanOrEqual(8);
    }
    expect(matches.find((m) => m.otherPropertyId === first.id)?.otherTitle).toBe(
      'Original Yaba flat',
    );
    expect(p.risk).toMatchObject({ score: 50, held: true });

    // Approve all leaves it pending; approving it alone needs an admin's note, then audits it.
    const all = await ctx.http.post('/api/admin/properties/approve-all').set(admin.auth);
    expect(all.status).toBe(200);
    expect(all.body.held).toContain(second.id);
    expect(all.body.ids).toEqual(expect.arrayContaining([first.id, again.id]));
    expect(all.body.ids).not.toContain(second.id);
    const noNote = await approve(second.id);
    expect(noNote.status).toBe(400);
    expect(noNote.body.details).toEqual([
      { field: 'note', message: SENIOR_REVIEW_MESSAGES.noteRequired },
    ]);
    expect(
      (await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: second.id }))
        .moderationStatus,
    ).toBe('pending');
    const note = 'Spoke to both landlords: the same agency manages the two flats.';
    const ok = await approve(second.id, { note });
    expect(ok.status).toBe(200);
    expect(ok.body.moderationStatus).toBe('approved');
    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityId: second.id, action: 'property.approve' });
    expect(audit.reason).toBe(note);
  });

  it('flags contact and payment details and an inspection fee, and masks the details on the public page', async () => {
    const listing = await create(owner, {
      title: 'Lekki flat, call 0803 123 4567',
      description:
        'Serious people only. Inspection fee of ₦10,000 is paid before viewing. WhatsApp wa.me/2348031234567, email lets@example.com, or pay the deposit to 0123456789.',
    });
    const p = await checked(listing.id);
    expect(codes(p)).toEqual(['contact_details', 'inspection_fee']);
    expect(signalOf(p, 'contact_details')!.evidence.found).toEqual([
      { kind: 'phone', text: '0803 123 4567' },
      { kind: 'whatsapp', text: 'wa.me/2348031234567' },
      { kind: 'email', text: 'lets@example.com' },
      { kind: 'bank_account', text: '0123456789' },
    ]);
    expect(signalOf(p, 'inspection_fee')!.evidence.phrases).toEqual(
      expect.arrayContaining(['Inspection fee']),
    );
    expect(p.risk).toMatchObject({ score: 70, held: true });
    expect(
      (await approve(listing.id, { note: 'Checked with the landlord by phone.' })).status,
    ).toBe(200);

    const page = await ctx.http.get(`/api/properties/${listing.id}`);
    expect(page.status).toBe(200);
    expect(page.body.title).toBe(`Lekki flat, call ${MASKED_CONTACT}`);
    for (const secret of ['0803', 'wa.me', 'lets@example.com', '0123456789']) {
      expect(page.body.description).not.toContain(secret);
    }
    expect(page.body.description).toContain(MASKED_CONTACT);
    const card = await ctx.http.get('/api/properties').query({ query: 'Lekki flat' });
    expect(card.body.data.map((c: { title: string }) => c.title)).toEqual([
      `Lekki flat, call ${MASKED_CONTACT}`,
    ]);
    // Its landlord and staff read the text as written.
    const own = await ctx.http.get(`/api/properties/${listing.id}`).set(owner.auth);
    expect(own.body.description).toContain('lets@example.com');
  });

  it("flags a rent a third of the median of the area's comparable listings", async () => {
    for (const price of [540_000, 600_000, 600_000, 650_000, 700_000]) {
      await makeListing(ctx, owner.user, {
        city: 'Ibadan',
        state: 'Oyo State',
        propertyType: 'duplex',
        bedrooms: 4,
        price,
      });
    }
    // Another city's listings are not comparables.
    await makeListing(ctx, owner.user, {
      city: 'Kano',
      state: 'Kano State',
      propertyType: 'duplex',
      bedrooms: 4,
      price: 100_000,
    });
    const listing = await create(copier, {
      city: 'Ibadan',
      state: 'Oyo State',
      address: '3 Ring Road',
      propertyType: 'duplex',
      bedrooms: 4,
      price: 200_000,
      securityDeposit: 200_000,
    });
    const p = await checked(listing.id);
    expect(signalOf(p, 'low_rent')).toMatchObject({
      points: 30,
      evidence: { price: 200_000, median: 600_000, comparables: 5 },
      summary:
        '₦200,000 a month is 33% of the median ₦600,000 of 5 4-bedroom duplex listings in Ibadan.',
    });
    // A rent near the median is not.
    const fair = await create(copier, {
      city: 'Ibadan',
      state: 'Oyo State',
      propertyType: 'duplex',
      bedrooms: 4,
      price: 550_000,
      securityDeposit: 550_000,
    });
    expect(signalOf(await checked(fair.id), 'low_rent')).toBeUndefined();
  });

  it('flags a new account with listings in cities far apart, and a phone and a device shared with other landlords', async () => {
    const fresh = await makeSignedInUser(ctx, {
      role: 'landlord',
      phone: '+234 803 555 0101',
    });
    await makeSignedInUser(ctx, {
      role: 'landlord',
      phone: '08035550101',
      email: 'twin@example.com',
    });
    // Another landlord account signed in on the same device (the id the site sends).
    const device = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const sameDevice = await makeSignedInUser(ctx, {
      role: 'landlord',
      email: 'same.device@example.com',
    });
    for (const user of [fresh.user, sameDevice.user]) {
      const login = await ctx.http
        .post('/api/auth/login')
        .set('X-Device-Id', device)
        .send({ email: user.email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
    }
    await create(fresh, {});
    const kano = await create(fresh, { city: 'Kano', state: 'Kano State', address: '5 Zoo Road' });
    const p = await checked(kano.id);
    expect(codes(p)).toEqual(['cities_far_apart', 'shared_identity']);
    expect(signalOf(p, 'cities_far_apart')!.evidence).toMatchObject({
      cities: ['Kano', 'Lagos'],
      accountAgeDays: 0,
    });
    expect(signalOf(p, 'cities_far_apart')!.evidence.km).toBeGreaterThan(800);
    expect(signalOf(p, 'shared_identity')!.evidence.shared).toEqual([
      { kind: 'phone', otherLandlords: [expect.objectContaining({ email: 'twin@example.com' })] },
      {
        kind: 'device',
        otherLandlords: [expect.objectContaining({ email: 'same.device@example.com' })],
      },
    ]);
    // Held (60): the console lists it among the held listings, and support may read but not decide.
    const held = await ctx.http
      .get('/api/admin/properties')
      .query({ filter: JSON.stringify({ risk: 'held' }) })
      .set(admin.auth);
    expect(held.body.map((x: { id: string }) => x.id)).toContain(kano.id);
    const bad = await ctx.http
      .get('/api/admin/properties')
      .query({ filter: JSON.stringify({ risk: 'scary' }) })
      .set(admin.auth);
    expect(bad.status).toBe(400);
  });

  it('checks an edited version again: a description given a phone number is flagged before its changes are approved', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const p = await makeListing(ctx, landlord.user, { title: 'Quiet Surulere flat' });
    const edit = await ctx.http
      .patch(`/api/properties/${p.id}`)
      .set(landlord.auth)
      .send({ description: 'Lovely flat. Call 09087654321 for the keys.' });
    expect(edit.status).toBe(200);
    const checkedEdit = await checked(p.id);
    expect(codes(checkedEdit)).toEqual(['contact_details']);
    expect(checkedEdit.risk.held).toBe(false);
    // The public keeps the approved text until the change is approved, then reads it masked.
    expect((await approve(p.id)).status).toBe(200);
    const page = await ctx.http.get(`/api/properties/${p.id}`);
    expect(page.body.description).toBe(`Lovely flat. Call ${MASKED_CONTACT} for the keys.`);
  });
});
