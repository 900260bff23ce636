/** The path a visitor asked for before being sent to /login (sessionStorage). */
export const INTENDED_DESTINATION_KEY = 'intendedDestination';

export function storeIntendedDestination(path: string): void {
  try {
    sessionStorage.setItem(INTENDED_DESTINATION_KEY, path);
  } catch {
    // storage unavailable
  }
}

/** Reads and clears the stored destination. Only same-site paths are honoured. */
export function takeIntendedDestination(): string | null {
  try {
    const path = sessionStorage.getItem(INTENDED_DESTINATION_KEY);
    sessionStorage.removeItem(INTENDED_DESTINATION_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}

/** Told on /login when a session ended by itself (expired, or revoked elsewhere). */
export const SESSION_ENDED = 'Your session has ended — sign in to continue';
const SESSION_ENDED_KEY = 'rentnaija.sessionEnded';

/** Notes that the session ended by itself, for the login page to say so. */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // storage unavailable: the toast says it
  }
}

/** Whether the session ended by itself since the last sign-in page; reading clears it. */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return ended;
  } catch {
    return false;
  }
}
