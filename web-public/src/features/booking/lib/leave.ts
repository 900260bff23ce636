/** Leaves the app for a checkout page (Paystack's or the sandbox's); a module so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
