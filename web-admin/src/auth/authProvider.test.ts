import { MESSAGES } from '@rentnaija/shared';
import { type FakeApi, type Received, startFakeApi, tokens } from '../test/fakeApi';
import { authProvider } from './authProvider';
import { hasSession } from './session';

const user = (role: string) => ({
  id: `${role}-1`,
  name: `Demo ${role}`,
  email: `${role}@example.com`,
  role,
});

/** The API's sign-in: the password `right` works for every account in `accounts`. */
const signInApi = (accounts: Record<string, string>) => (req: Received) => {
  if (req.path === '/api/auth/login') {
    const { email, password } = req.body as { email: string; password: string };
    const role = accounts[email];
    if (!role || password !== 'right') {
      return { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } };
    }
    return { body: { ...tokens(`token-${role}`), user: user(role) } };
  }
  if (req.path === '/api/auth/logout') return { status: 204 };
  return undefined;
};

describe('the console auth provider', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.close());

  it('signs staff in, keeps the session for the tab and gives their role as permissions', async () => {
    api = await startFakeApi(signInApi({ 'admin@example.com': 'admin' }));
    await authProvider.login({ username: ' admin@example.com ', password: 'right' });
    expect(api.requests[0].body).toEqual({ email: 'admin@example.com', password: 'right' });
    expect(hasSession()).toBe(true);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getPermissions!({})).toBe('admin');
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: 'Demo admin' });
  });

  it('refuses a tenant with “Access denied” and ends the session it was given', async () => {
    api = await startFakeApi(signInApi({ 'tenant@example.com': 'tenant' }));
    await expect(
      authProvider.login({ email: 'tenant@example.com', password: 'right' }),
    ).rejects.toThrow(MESSAGES.accessDenied);
    expect(hasSession()).toBe(false);
    const logout = api.requests.find((r) => r.path === '/api/auth/logout');
    expect(logout?.headers.authorization).toBe('Bearer token-tenant');
    expect(logout?.body).toEqual({ refreshToken: 'refresh-token-tenant' });
  });

  it('shows the API’s message for a wrong password', async () => {
    api = await startFakeApi(signInApi({ 'admin@example.com': 'admin' }));
    await expect(
      authProvider.login({ email: 'admin@example.com', password: 'wrong' }),
    ).rejects.toThrow('Invalid email or password');
    expect(hasSession()).toBe(false);
  });

  it('sends a visitor without a session to the sign-in page, and signs out on a 401', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    api = await startFakeApi(signInApi({ 'support@example.com': 'support' }));
    await authProvider.login({ email: 'support@example.com', password: 'right' });
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow(MESSAGES.sessionExpired);
    expect(hasSession()).toBe(false);
  });

  it('keeps the session when an admin-only action answers 403 to support staff', async () => {
    api = await startFakeApi(signInApi({ 'support@example.com': 'support' }));
    await authProvider.login({ email: 'support@example.com', password: 'right' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(hasSession()).toBe(true);
  });
});
