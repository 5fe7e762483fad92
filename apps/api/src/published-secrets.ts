/**
 * AUTH_SECRET values printed somewhere in this repository (the development default, the bench's): anyone can
 * read them, so anyone could sign a session cookie with them. Production refuses each (decision 010); the test
 * security/production-refusals.test.ts scans the tracked files and fails on a published one missing here.
 */
export const DEV_AUTH_SECRET = 'limpa-development-secret-not-for-production-use';

export const PUBLISHED_AUTH_SECRETS: readonly string[] = [
  DEV_AUTH_SECRET,
  'bench-secret-0123456789abcdef0123456789abcdef',
];

/** Why this secret may not sign production sessions, or null when it may. */
export function authSecretRefusal(secret: string): string | null {
  if (Buffer.byteLength(secret, 'utf8') < 32) return 'must be at least 32 bytes';
  if (PUBLISHED_AUTH_SECRETS.includes(secret)) {
    return 'is published in the Limpa repository; generate your own (openssl rand -hex 32)';
  }
  // Test fixtures write secrets as 's'.repeat(40): as public as a literal, and no secret at all.
  if (new Set(secret).size === 1)
    return 'is one character repeated; generate your own (openssl rand -hex 32)';
  return null;
}
