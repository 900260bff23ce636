import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DELAYS } from '@rentnaija/shared';
import type { LoginResponse, UserDto } from '@rentnaija/shared';
import { api, onSessionEvent, refreshSession } from '../../api/client';
import { forgetSignedInData } from '../../api/queryClient';
import { tokenStore } from '../../api/tokens';
import { toast } from '../../components/toast';
import { markSessionEnded, SESSION_ENDED } from './intendedDestination';
import { rememberLogin } from './rememberMe';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  user: UserDto | null;
  status: AuthStatus;
  login(email: string, password: string, rememberMe: boolean): Promise<UserDto>;
  /** Adopts a session the server opened another way (confirming the email address). */
  adoptSession(session: LoginResponse, rememberMe: boolean): UserDto;
  logout(): Promise<void>;
  refreshUser(): Promise<UserDto | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * True for a moment while logout navigates to /, so protected pages being left do not bounce
 * the visitor to /login (the state update can render before the navigation does).
 */
let signingOut = false;
export function isSigningOut(): boolean {
  return signingOut;
}

/** Set across the reload that follows a logout, so the toast shows on the fresh page. */
const LOGGED_OUT_NOTICE = 'loggedOutNotice';

/** Refresh the access token this long before it expires. */
const REFRESH_AHEAD_MS = 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<UserDto | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const scheduleRefresh = useCallback(() => {
    clearTimeout(refreshTimer.current);
    const expiresAt = tokenStore.getAccessExpiresAt();
    if (!expiresAt) return;
    const delay = Math.max(expiresAt - Date.now() - REFRESH_AHEAD_MS, 5_000);
    // A failed proactive refresh is left to the next request's 401 handling.
    refreshTimer.current = setTimeout(() => void refreshSession(), delay);
  }, []);

  const signOutLocally = useCallback(() => {
    clearTimeout(refreshTimer.current);
    tokenStore.clear();
    forgetSignedInData(queryClient);
    setUser(null);
    setStatus('anonymous');
  }, [queryClient]);

  useEffect(() => {
    if (sessionStorage.getItem(LOGGED_OUT_NOTICE)) {
      sessionStorage.removeItem(LOGGED_OUT_NOTICE);
      toast.success('Logged out successfully');
    }
  }, []);

  // Restore the session from the stored refresh token at start.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const hadSession = tokenStore.getRefreshToken() !== null;
      const tokens = await refreshSession();
      if (cancelled) return;
      if (!tokens) {
        // A kept session the server refused (expired, revoked): the login page says it ended.
        if (hadSession && tokenStore.getRefreshToken() === null) markSessionEnded();
        setStatus('anonymous');
        return;
      }
      try {
        const me = await api.get('/api/users/me');
        if (cancelled) return;
        setUser(me);
        setStatus('authenticated');
      } catch {
        if (!cancelled) signOutLocally();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [signOutLocally]);

  // Token rotation and expiry reported by the API client.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'refreshed') {
          scheduleRefresh();
          return;
        }
        signOutLocally();
        markSessionEnded();
        toast.error(SESSION_ENDED);
      }),
    [scheduleRefresh, signOutLocally],
  );

  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const adoptSession = useCallback(
    (res: LoginResponse, rememberMe: boolean) => {
      if (!res?.accessToken || !res.user) throw new Error('Login failed - no session created');
      forgetSignedInData(queryClient);
      tokenStore.setAccessToken(res.accessToken, res.expiresIn);
      tokenStore.setRefreshToken(res.refreshToken, rememberMe);
      setUser(res.user);
      setStatus('authenticated');
      scheduleRefresh();
      return res.user;
    },
    [queryClient, scheduleRefresh],
  );

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean) => {
      const res = await api.post('/api/auth/login', { body: { email, password, rememberMe } });
      const signedIn = adoptSession(res, rememberMe);
      rememberLogin(rememberMe, email);
      return signedIn;
    },
    [adoptSession],
  );

  const logout = useCallback(async () => {
    const refreshToken = tokenStore.getRefreshToken();
    try {
      await api.post('/api/auth/logout', { body: { refreshToken: refreshToken ?? undefined } });
    } catch {
      // Local state is cleared and the user goes to / even if the call fails.
    }
    signingOut = true;
    signOutLocally();
    navigate('/', { replace: true });
    // Reload the page after ~100 ms so nothing of the session stays in memory.
    sessionStorage.setItem(LOGGED_OUT_NOTICE, '1');
    setTimeout(() => window.location.reload(), DELAYS.logoutReload);
  }, [navigate, signOutLocally]);

  const refreshUser = useCallback(async () => {
    try {
      const me = await api.get('/api/users/me');
      setUser(me);
      return me;
    } catch {
      return null;
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, login, adoptSession, logout, refreshUser }),
    [user, status, login, adoptSession, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/** For tests and stories: provide a fixed auth state without the network. */
export const AuthContextProvider = AuthContext.Provider;
