/**
 * Where "contact support" leads someone who cannot sign in (a suspended account, decision 073): the contact page,
 * with the topic and the address they typed filled in. Signed in, that page sends them to Help instead. Apart
 * from help-link.ts: the sign-in page imports this, and must not load the help desk's topic list with it.
 */
export function contactLink(email?: string): string {
  const params = new URLSearchParams({ topic: 'account' });
  if (email) params.set('email', email);
  return `/contact?${params}`;
}
