import {
  MESSAGES,
  STAFF_ROLES,
  type LoginResponse,
  type Role,
  type UserDto,
} from '@rentnaija/shared';
import { type AuthProvider, fetchUtils, HttpError } from 'react-admin';
import { httpClient } from '../httpClient';
import {
  clearSession,
  currentAccessToken,
  hasSession,
  refreshAccessToken,
  saveTokens,
  saveUser,
  SessionError,
  storedRefreshToken,
  storedUser,
  type StaffUser,
} from './session';

const isStaff = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);

/**
 * Ends the session on the server (best effort) and forgets it here. After a reload the access
 * token is not in memory yet, so it is fetched first: the server session must end too.
 */
async function signOut(): Promise<void> {
  let token = currentAccessToken();
  if (!token && hasSession()) token = await refreshAccessToken().catch(() => null);
  const refreshToken = storedRefreshToken() ?? undefined;
  clearSession();
  if (!token) return;
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(refreshToken ? { refreshToken } : {}),
    });
  } catch {
    // The local session is gone either way; the server one expires on its own.
  }
}

async function loadUser(): Promise<StaffUser> {
  const stored = storedUser();
  if (stored) return stored;
  const { json } = await httpClient('/api/users/me');
  const user = json as UserDto;
  saveUser(user);
  return user;
}

export const authProvider: AuthProvider = {
  async login({
    username,
    email,
    password,
  }: {
    username?: string;
    email?: string;
    password: string;
  }) {
    let body: LoginResponse;
    try {
      const { json } = await fetchUtils.fetchJson('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: (email ?? username ?? '').trim(), password }),
      });
      body = json as LoginResponse;
    } catch (error) {
      if (error instanceof HttpError) {
        throw new Error(error.message || MESSAGES.serverError, { cause: error });
      }
      throw new Error(MESSAGES.serverError, { cause: error });
    }
    saveTokens(body);
    if (!isStaff(body.user.role)) {
      await signOut();
      throw new Error(MESSAGES.accessDenied);
    }
    saveUser(body.user);
  },

  async logout() {
    await signOut();
  },

  async checkAuth() {
    if (!hasSession()) throw { message: false };
    if (currentAccessToken()) return;
    try {
      await refreshAccessToken();
    } catch {
      clearSession();
      throw { message: MESSAGES.sessionExpired };
    }
  },

  async checkError(error: unknown) {
    const status = (error as { status?: number } | null)?.status;
    if (status === 401) {
      clearSession();
      throw new Error(MESSAGES.sessionExpired);
    }
    if (status === 403 && error instanceof SessionError) {
      clearSession();
      throw new Error(error.message || MESSAGES.accessDenied);
    }
    // A 403 from a console endpoint (e.g. support pressing an admin-only action) keeps the
    // session; the page shows the API's message.
  },

  async getIdentity() {
    const user = await loadUser();
    return { id: user.id, fullName: user.name, email: user.email, role: user.role };
  },

  async getPermissions() {
    const user = storedUser() ?? (hasSession() ? await loadUser() : null);
    return user?.role;
  },
};
