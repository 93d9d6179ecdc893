/**
 * Leaves the SPA for the payment provider's hosted page. A module of its own so tests can
 * replace it: jsdom cannot navigate away.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
