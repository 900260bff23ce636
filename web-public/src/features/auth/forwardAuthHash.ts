/**
 * At the application root, an address hash carrying an access token or a
 * sign-up type marker is forwarded to /auth/callback with the hash kept.
 */
export function forwardAuthHash(loc: Location = window.location): void {
  if (loc.pathname !== '/' || !loc.hash) return;
  const hash = loc.hash.slice(1);
  if (!/(^|&)(access_token|token|type=signup)/.test(hash)) return;
  window.history.replaceState(null, '', `/auth/callback${loc.search}${loc.hash}`);
}
