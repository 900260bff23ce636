import { saveTokens } from './auth/session';
import { dataProvider } from './dataProvider';
import { type FakeApi, startFakeApi, tokens } from './test/fakeApi';

describe('the console data provider', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.close());

  it('lists with react-admin’s range, sort and filter, the staff token, and the total from Content-Range', async () => {
    api = await startFakeApi((req) =>
      req.path === '/api/admin/properties'
        ? {
            body: [{ id: 'p-11', title: 'Flat' }],
            headers: { 'Content-Range': 'properties 10-10/11' },
          }
        : undefined,
    );
    saveTokens(tokens('staff-token'));
    const result = await dataProvider.getList('properties', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { moderationStatus: 'pending' },
    });
    expect(result).toEqual({ data: [{ id: 'p-11', title: 'Flat' }], total: 11 });
    const [req] = api.requests;
    expect(req.headers.authorization).toBe('Bearer staff-token');
    expect(JSON.parse(req.query.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(req.query.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(req.query.get('filter')!)).toEqual({ moderationStatus: 'pending' });
  });

  it('gets a fresh token once when the API answers 401, and repeats the request with it', async () => {
    api = await startFakeApi((req) => {
      if (req.path === '/api/auth/refresh') return { body: tokens('second', 'refresh-2') };
      if (req.path === '/api/admin/users/u1') {
        return req.headers.authorization === 'Bearer second'
          ? { body: { id: 'u1', name: 'Ada' } }
          : { status: 401, body: { statusCode: 401, message: 'Session expired' } };
      }
      return undefined;
    });
    saveTokens(tokens('first', 'refresh-1'));
    const { data } = await dataProvider.getOne('users', { id: 'u1' });
    expect(data).toEqual({ id: 'u1', name: 'Ada' });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/admin/users/u1',
      'POST /api/auth/refresh',
      'GET /api/admin/users/u1',
    ]);
    expect(api.requests[1].body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStorage.getItem('rentnaija.admin.refreshToken')).toBe('refresh-2');
  });

  it('approves and rejects a listing through its moderation endpoints, with the reason', async () => {
    api = await startFakeApi((req) => (req.method === 'POST' ? { body: { id: 'p1' } } : undefined));
    saveTokens(tokens('staff-token'));
    await dataProvider.approveProperty('p1');
    await dataProvider.rejectProperty('p/2', 'Photos show a different house');
    expect(api.requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/properties/p1/approve', undefined],
      ['/api/admin/properties/p%2F2/reject', { reason: 'Photos show a different house' }],
    ]);
  });

  it('reads several records one by one and leaves out those that no longer exist', async () => {
    api = await startFakeApi((req) =>
      req.path === '/api/admin/users/u1' ? { body: { id: 'u1', name: 'Ada' } } : undefined,
    );
    saveTokens(tokens('staff-token'));
    const { data } = await dataProvider.getMany('users', { ids: ['u1', 'gone', 'u1'] });
    expect(data).toEqual([{ id: 'u1', name: 'Ada' }]);
    expect(api.requests.filter((r) => r.path === '/api/admin/users/u1')).toHaveLength(1);
  });

  it('passes the API’s error message on to the page', async () => {
    api = await startFakeApi(() => ({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Only admins can do this' },
    }));
    saveTokens(tokens('staff-token'));
    await expect(dataProvider.approveProperty('p1')).rejects.toMatchObject({
      status: 403,
      message: 'Only admins can do this',
    });
  });

  it('reads a private document with the staff token, refreshing it once on 401', async () => {
    api = await startFakeApi((req) => {
      if (req.path === '/api/auth/refresh') return { body: tokens('fresh', 'refresh-2') };
      if (req.path === '/api/kyc/documents/d1') {
        return req.headers.authorization === 'Bearer fresh'
          ? { body: 'the document' }
          : { status: 401, body: { statusCode: 401, message: 'Session expired' } };
      }
      return { status: 404, body: { statusCode: 404, message: 'Document not found' } };
    });
    saveTokens(tokens('stale', 'refresh-1'));
    const blob = await dataProvider.fetchDocument('/api/kyc/documents/d1');
    expect(await blob.text()).toBe('"the document"');
    expect(
      api.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization ?? ''}`),
    ).toEqual([
      'GET /api/kyc/documents/d1 Bearer stale',
      'POST /api/auth/refresh ',
      'GET /api/kyc/documents/d1 Bearer fresh',
    ]);
    await expect(dataProvider.fetchDocument('/api/kyc/documents/gone')).rejects.toThrow(
      'Document not found',
    );
  });

  it('decides KYC submissions and ownership proofs, and reads the overview', async () => {
    api = await startFakeApi((req) =>
      req.path === '/api/admin/overview'
        ? { body: { counts: {}, generatedAt: '2026-11-20T09:00:00.000Z' } }
        : req.method === 'POST'
          ? { body: { id: 'x' } }
          : undefined,
    );
    saveTokens(tokens('staff-token'));
    await dataProvider.approveKycSubmission('k1');
    await dataProvider.rejectKycSubmission('k2', 'The ID photo is blurred.');
    await dataProvider.approveOwnershipProof('o1');
    await dataProvider.rejectOwnershipProof('o2', 'The deed names another plot.');
    expect(await dataProvider.getOverview()).toEqual({
      counts: {},
      generatedAt: '2026-11-20T09:00:00.000Z',
    });
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/admin/kyc-submissions/k1/approve', undefined],
      ['POST', '/api/admin/kyc-submissions/k2/reject', { reason: 'The ID photo is blurred.' }],
      ['POST', '/api/admin/ownership-proofs/o1/approve', undefined],
      ['POST', '/api/admin/ownership-proofs/o2/reject', { reason: 'The deed names another plot.' }],
      ['GET', '/api/admin/overview', undefined],
    ]);
  });

  it('decides applications and refunds through their console endpoints, with the reasons', async () => {
    api = await startFakeApi((req) => (req.method === 'POST' ? { body: { id: 'x' } } : undefined));
    saveTokens(tokens('staff-token'));
    await dataProvider.approveApplication('a1');
    await dataProvider.rejectApplication('a2', 'The guarantor declined.');
    await dataProvider.approveRefund('r1');
    await dataProvider.denyRefund('r2', 'Not a case our policy covers.');
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/admin/applications/a1/approve', {}],
      ['POST', '/api/admin/applications/a2/reject', { reason: 'The guarantor declined.' }],
      ['POST', '/api/admin/refunds/r1/approve', undefined],
      ['POST', '/api/admin/refunds/r2/deny', { reason: 'Not a case our policy covers.' }],
    ]);
  });
});
