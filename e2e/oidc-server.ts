/** The e2e run's "Google": a local OpenID Connect server (see apps/api/test/helpers/oidc-server.ts). */
import { startOidcServer } from '../apps/api/test/helpers/oidc-server';

const port = Number(process.env.OIDC_PORT ?? 0);
const server = await startOidcServer(port);
console.log(`OIDC server at ${server.issuer}`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
