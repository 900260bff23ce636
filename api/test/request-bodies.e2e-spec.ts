import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { newListingBody } from './support/listings.js';

/** `[[[[…]]]]` of the given depth: about 98 KB at depth 49,000. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('request bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each(['/api/auth/register', '/api/contact', '/api/auth/login'])(
    'refuses a 98 KB body of nested arrays at %s with 400 before validation',
    async (path) => {
      const res = await ctx.http
        .post(path)
        .set('Content-Type', 'application/json')
        .send(nestedArrays(49_000));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'JSON_TOO_DEEP' });
    },
  );

  it('refuses deep nesting inside a field of a signed-in route and stores nothing', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const before = await ctx.dataSource.getRepository(Property).count();
    const body = `{"title":"x","images":${nestedArrays(40)}}`;
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JSON_TOO_DEEP');
    expect(await ctx.dataSource.getRepository(Property).count()).toBe(before);
  });

  it('accepts nesting up to the limit, where validation speaks', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...newListingBody(), images: JSON.parse(nestedArrays(30)) }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('counts only structure, not brackets inside text', async () => {
    const message = `Brackets are fine in a message: ${'[{'.repeat(200)} \\" ${']}'.repeat(200)}`;
    const res = await ctx.http.post('/api/contact').send({
      fullName: 'Bracket Fan',
      email: 'brackets@example.com',
      category: 'general-inquiry',
      subject: 'Brackets',
      message,
    });
    expect(res.status).toBe(201);
    const stored = await ctx.dataSource
      .getRepository(ContactMessage)
      .findOneByOrFail({ email: 'brackets@example.com' });
    expect(stored.message).toBe(message);
  });

  it('refuses a JSON body over 100 KB with 413', async () => {
    const res = await ctx.http
      .post('/api/contact')
      .send({ fullName: 'Big', message: 'x'.repeat(110 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with 400 and a code', async () => {
    const res = await ctx.http
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"fullName":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'MALFORMED_JSON', message: 'Malformed request body' });
  });
});
