import { PHOTO_ORDER_MESSAGES, type PropertyImage } from '@rentnaija/shared';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const photo = (name: string): PropertyImage => ({
  url: `/uploads/properties/${name}.jpg`,
  thumbnailUrl: `/uploads/properties/${name}-thumb.jpg`,
  alt: `Photo ${name}`,
  width: 1600,
  height: 1067,
});
const [A, B, C] = ['a', 'b', 'c'].map(photo);
const urls = (images: { url: string }[]) => images.map((i) => i.url);

describe('listing photos: order and cover', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let other: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    other = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(() => ctx.close());

  const repo = () => ctx.dataSource.getRepository(Property);
  const edit = (id: string, body: Record<string, unknown>, who: Signed = landlord) =>
    ctx.http.patch(`/api/properties/${id}`).set(who.auth).send(body);

  it('keeps the photos of a new listing in the order sent, the first as its cover', async () => {
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ images: [C, A, B] }));
    expect(res.status).toBe(201);
    expect(urls(res.body.images)).toEqual(urls([C, A, B]));
    const stored = await repo().findOneByOrFail({ id: res.body.id });
    expect(urls(stored.images)).toEqual(urls([C, A, B]));
  });

  it('shows a new order and cover of an approved listing at once, without review', async () => {
    const p = await makeListing(ctx, landlord.user, { images: [A, B, C] });
    const res = await edit(p.id, { images: [C, A, B] });
    expect(res.status).toBe(200);
    const stored = await repo().findOneByOrFail({ id: p.id });
    expect(urls(stored.images)).toEqual(urls([C, A, B]));
    // The photos keep what the upload recorded (size, thumbnail, description).
    expect(stored.images[0]).toEqual(C);
    expect(stored.pendingChanges).toBeNull();
    expect(stored.moderationStatus).toBe('approved');
    const shown = await ctx.http.get(`/api/properties/${p.id}`);
    expect(shown.body.images[0].url).toBe(C.url);
  });

  it('reorders without review even when the photos are sent without their descriptions', async () => {
    const p = await makeListing(ctx, landlord.user, { images: [A, B, C] });
    const res = await edit(p.id, {
      images: [B, C, A].map(({ url, thumbnailUrl }) => ({ url, thumbnailUrl })),
    });
    expect(res.status).toBe(200);
    const stored = await repo().findOneByOrFail({ id: p.id });
    expect(stored.images).toEqual([B, C, A]);
    expect(stored.pendingChanges).toBeNull();
  });

  it('sends an added or removed photo of an approved listing to review as before', async () => {
    const p = await makeListing(ctx, landlord.user, { images: [A, B] });
    expect((await edit(p.id, { images: [B, A, C] })).status).toBe(200);
    const stored = await repo().findOneByOrFail({ id: p.id });
    expect(urls(stored.images)).toEqual(urls([A, B]));
    expect(urls(stored.pendingChanges?.images ?? [])).toEqual(urls([B, A, C]));
  });

  it('puts back the approved photos in a new order, dropping photos waiting for review', async () => {
    const p = await makeListing(ctx, landlord.user, {
      images: [A, B],
      pendingChanges: { images: [A, B, C] },
      changesSubmittedAt: new Date(),
    });
    expect((await edit(p.id, { images: [B, A] })).status).toBe(200);
    const stored = await repo().findOneByOrFail({ id: p.id });
    expect(urls(stored.images)).toEqual(urls([B, A]));
    expect(stored.pendingChanges).toBeNull();
  });

  it('reorders the photos waiting for review among themselves, still waiting', async () => {
    const p = await makeListing(ctx, landlord.user, {
      images: [A],
      pendingChanges: { images: [A, B, C] },
      changesSubmittedAt: new Date(),
    });
    expect((await edit(p.id, { images: [C, B, A] })).status).toBe(200);
    const stored = await repo().findOneByOrFail({ id: p.id });
    expect(urls(stored.images)).toEqual(urls([A]));
    expect(urls(stored.pendingChanges?.images ?? [])).toEqual(urls([C, B, A]));
  });

  it('refuses the same photo twice with a message on the photos field', async () => {
    const p = await makeListing(ctx, landlord.user, { images: [A, B] });
    const res = await edit(p.id, { images: [A, A, B] });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ field: 'images', message: PHOTO_ORDER_MESSAGES.duplicate }),
    );
    const created = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ images: [B, B] }));
    expect(created.status).toBe(400);
    expect(urls((await repo().findOneByOrFail({ id: p.id })).images)).toEqual(urls([A, B]));
  });

  it('refuses photos that were not uploaded here and a reorder by another landlord', async () => {
    const p = await makeListing(ctx, landlord.user, { images: [A, B] });
    const foreign = await edit(p.id, { images: [{ url: 'https://example.com/x.jpg' }, A] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].field).toMatch(/^images/);
    const stranger = await edit(p.id, { images: [B, A] }, other);
    expect(stranger.status).toBe(403);
    expect(urls((await repo().findOneByOrFail({ id: p.id })).images)).toEqual(urls([A, B]));
  });
});
