/** What a tenant pays to move in: the first month's rent plus the listing's own deposit. */
export function moveInTotal(price: number, securityDeposit: number): number {
  return price + Math.max(0, securityDeposit);
}
