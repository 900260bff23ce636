/**
 * Save clicked while signed out: the listing is remembered (sessionStorage) across the trip to
 * /login, and saved when its Save control sees a signed-in tenant again.
 */
const KEY = 'pendingSave';

export function rememberPendingSave(propertyId: string): void {
  try {
    sessionStorage.setItem(KEY, propertyId);
  } catch {
    // storage unavailable: the visitor saves again after signing in
  }
}

/** True (and forgotten) when this listing was waiting to be saved. */
export function takePendingSave(propertyId: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== propertyId) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
