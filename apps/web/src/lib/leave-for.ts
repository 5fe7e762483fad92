/** Leaves the app for another site (Stripe's hosted onboarding): a full navigation, not a router push. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
