import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/** Who the local "Google" says is signing in. */
export interface OidcIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** The identity travels as a cookie on the provider's origin, as a person's Google session would. */
export const OIDC_IDENTITY_COOKIE = 'oidc_identity';

export const identityCookie = (identity: OidcIdentity) =>
  `${OIDC_IDENTITY_COOKIE}=${Buffer.from(JSON.stringify(identity)).toString('base64url')}`;

function identityOf(req: IncomingMessage): OidcIdentity | null {
  const raw = (req.headers.cookie ?? '')
    .split(/;\s*/)
    .find((c) => c.startsWith(`${OIDC_IDENTITY_COOKIE}=`))
    ?.slice(OIDC_IDENTITY_COOKIE.length + 1);
  if (!raw) return null;
  return JSON.parse(Buffer.from(raw, 'base64url').toString()) as OidcIdentity;
}

const claimsOf = (i: OidcIdentity) => ({
  sub: i.sub,
  email: i.email,
  email_verified: i.emailVerified,
  name: i.name,
});

/**
 * A local OpenID Connect provider (oauth2-mock-server) playing Google. Its /authorize answers at once with a
 * code; the identity is read from the browser's cookie then and bound to that code, so the tokens and userinfo
 * the API fetches later say who signed in.
 */
export async function startOidcServer(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const byCode = new Map<string, OidcIdentity>();
  let lastIdentity: OidcIdentity | null = null;

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const identity = identityOf(req);
    const code = redirect.url.searchParams.get('code');
    if (identity && code) byCode.set(code, identity);
  });
  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
      const code = typeof req.body?.code === 'string' ? req.body.code : undefined;
      const identity = code ? byCode.get(code) : undefined;
      if (!identity) return;
      lastIdentity = identity;
      Object.assign(token.payload, claimsOf(identity));
    },
  );
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    if (lastIdentity) response.body = claimsOf(lastIdentity);
  });

  await server.start(port, '127.0.0.1');
  // The server names itself "localhost"; browsers must reach it where the identity cookie lives (127.0.0.1).
  const address = server.address();
  server.issuer.url = `http://127.0.0.1:${address.port}`;
  const issuer = server.issuer.url;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}
