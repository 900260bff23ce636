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
