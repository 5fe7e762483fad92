import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { Database } from '@limpa/db';
import { CURRENT_LEGAL_VERSIONS, type LegalVersions } from '@limpa/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createGeocoder } from './adapters/geocoding/create-geocoder';
import { createMailer } from './adapters/mail/create-mailer';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway';
import { createStorage } from './adapters/storage/create-storage';
import type { Config, TrustProxy } from './config';
import { startJobQueue } from './jobs/start-job-queue';
import { registerWorkers } from './jobs/workers';
import type { AppContext } from './lib/app-context';
import { Drain } from './lib/drain';
import { loggerOptions, withRedaction } from './lib/logger-options';
import type { PaymentGateway } from './lib/payment-gateway';
import { RateLimiter } from './lib/rate-limiter';
import { requestIdOf } from './lib/request-id';
import { type ResolveHost, resolveWithDns } from './lib/resolve-host';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { accountRoutes } from './modules/account/account.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminCustomerBookingRoutes } from './modules/admin/admin-customer-bookings.routes';
import { adminMoneyRoutes } from './modules/admin/admin-money.routes';
import { adminReportRoutes } from './modules/admin/admin-reports.routes';
import { adminServicesRoutes } from './modules/admin/admin-services.routes';
import { adminReportQueueRoutes } from './modules/admin/report-queue.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuth } from './modules/auth/create-auth';
import { seriesRoutes } from './modules/booking-series/series.routes';
import { bookingLifecycleRoutes } from './modules/bookings/booking-lifecycle.routes';
import { bookingPaymentsRoutes } from './modules/bookings/booking-payment.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { cleanerRoutes } from './modules/cleaner/cleaner.routes';
import { cleanerDocumentsRoutes } from './modules/cleaner-documents/cleaner-documents.routes';
import { cleanersRoutes } from './modules/cleaners/cleaners.routes';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { invoiceMailAttachments } from './modules/invoices/invoice-attachments';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { meRoutes } from './modules/me/me.routes';
import { enquiriesRoutes } from './modules/messages/enquiries.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { eventsRoutes } from './modules/notifications/events.routes';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { withdrawalsRoutes } from './modules/payouts/withdrawals.routes';
import { platformRoutes } from './modules/platform/platform.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { pushRoutes } from './modules/push/push.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { serviceStandardsRoutes } from './modules/service-standards/service-standards.routes';
import { statementRoutes } from './modules/statements/statements.routes';
import { supportRoutes } from './modules/support/support.routes';
import { taxRoutes } from './modules/tax/tax.routes';
import { authorizationPlugin } from './plugins/authorization';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrorProblem } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin, metricsRoutes } from './plugins/metrics';
import { originCheckPlugin } from './plugins/origin-check';
import { readReplicaPlugin } from './plugins/read-replica';
import { requestLocalePlugin } from './plugins/request-locale';
import { RequestLogController, requestIdPlugin } from './plugins/request-log';
import { securityHeaders, securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { textInputPlugin } from './plugins/text-input';
import { writeLimitsPlugin } from './plugins/write-limits';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Overrides for tests (e.g. a gateway double); defaults to createPaymentGateway(config). */
  payments?: PaymentGateway;
  logger?: boolean | object;
  /** How push service host names are resolved (decision 042); node's resolver by default. */
  resolveHost?: ResolveHost;
  /** The terms and privacy versions in force; tests publish a new one here instead of editing the constants. */
  legalVersions?: LegalVersions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context (lib/app-context.ts), logging through the app's logger: for plugins and jobs. */
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The app's context logging through this request's logger: what a route hands its use case. */
    readonly ctx: AppContext;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N hops" (proxy-addr's rule). */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** The composition root: plugins, adapters and modules wired together. No I/O happens here. */
export async function buildApp({
  config,
  db,
  payments,
  logger,
  resolveHost = resolveWithDns,
  legalVersions = CURRENT_LEGAL_VERSIONS,
}: AppDeps): Promise<FastifyInstance> {
  const gateway = payments ?? createPaymentGateway(config, db);
  const security = securityHeaders(config);
  const app = Fastify({
    // Whatever logger a caller gives (a test's stream), it redacts as production's does.
    logger:
      logger === undefined || logger === true
        ? loggerOptions(config.logLevel)
        : logger && withRedaction(logger),
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new RequestLogController(config.logRequestSampleRate),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The id tracing chose when it saw the request first, so its spans carry it (decision 083); else a new one.
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (`%zz`) or an over-long parameter never reaches the error handler.
    frameworkErrors: (error, request, reply) => {
      // Router errors skip every hook and the request log: they get the headers and the line here.
      reply.headers(security);
      reply.header('x-request-id', request.id);
      request.log.info({ req: request, res: { statusCode: 400 }, err: error }, 'request completed');
      return frameworkErrorProblem(error, request, reply);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checks: config.responseChecks }));
  await app.register(requestIdPlugin);

  // pg-boss shares the app's pool; workers run in every API process unless WORKERS=false.
  const jobs = await startJobQueue(db.$client, app.log);
  // Before the context (use cases record through it) and before every route (the duration hook sees them all).
  await app.register(metricsPlugin, { token: config.metricsToken, pool: db.$client, jobs });
  // After the metrics (it counts fallbacks) and before the context (requests' readers come from it).
  await app.register(readReplicaPlugin, { config, db });
  const mail = createMailer(
    config,
    db,
    jobs,
    app.log,
    app.metrics,
    invoiceMailAttachments(db, config.brandName),
  );
  const limiter = new RateLimiter(db);
  const storage = createStorage(config);
  const ctx: AppContext = {
    config,
    db,
    mailer: mail,
    limiter,
    storage,
    payments: gateway,
    jobs,
    geocoder: createGeocoder(),
    resolveHost,
    legal: legalVersions,
    metrics: app.metrics,
    // Plugins and jobs read the primary: they mostly follow a write of their own.
    reader: db,
    log: app.log,
  };
  const auth = createAuth(ctx);
  app.decorate('ctx', ctx);
  app.decorate('drain', new Drain());
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest) {
      const request = this;
      let reader: Database | undefined;
      // Chosen when a use case first reads through it, so only requests that read a replica's tables count.
      return {
        ...ctx,
        log: this.log,
        get reader() {
          reader ??= app.readerFor(request);
          return reader;
        },
      };
    },
  });
  if (config.workers) await registerWorkers(app);

  // JSON above 1 KB goes out compressed (brotli at a quality cheap enough per request, or gzip); the web app's
  // files are compressed once at build instead (plugins/spa.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(errorsPlugin, { db });
  await app.register(requestLocalePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { headers: security });
  await app.register(originCheckPlugin, { config });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(docsPlugin, { brandName: config.brandName });
  await app.register(authorizationPlugin, {
    auth,
    db,
    sessionCache: config.sessionCache,
    legal: legalVersions,
  });
  await app.register(writeLimitsPlugin, { limiter });

  await app.register(authRoutes, {
    auth,
    db,
    limiter,
    origin: config.publicUrl,
    authPerIpLimit: config.rateLimitAuthPerIp,
    googleEnabled: config.google !== null,
    requireEmailVerification: config.requireEmailVerification,
    legal: legalVersions,
  });
  await app.register(platformRoutes, {
    config,
    db,
    limiter,
    outboxEnabled: config.mail.transport === 'local' && config.env !== 'production',
  });
  await app.register(metricsRoutes, { token: config.metricsToken });
  await app.register(meRoutes);
  await app.register(legalRoutes);
  await app.register(accountRoutes, { auth });
  await app.register(adminRoutes);
  await app.register(adminServicesRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminCustomerBookingRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminReportQueueRoutes);
  await app.register(serviceStandardsRoutes);
  await app.register(taxRoutes);
  await app.register(cleanerRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(statementRoutes);
  await app.register(invoicesRoutes);
  await app.register(cleanersRoutes);
  await app.register(addressesRoutes);
  await app.register(paymentMethodsRoutes);
  await app.register(bookingsRoutes);
  await app.register(seriesRoutes);
  await app.register(bookingLifecycleRoutes);
  await app.register(bookingPaymentsRoutes);
  await app.register(messagesRoutes);
  await app.register(enquiriesRoutes);
  await app.register(supportRoutes);
  await app.register(reportRoutes);
  await app.register(complaintsRoutes);
  await app.register(cleanerDocumentsRoutes);
  await app.register(notificationsRoutes);
  await app.register(eventsRoutes);
  await app.register(notificationPreferencesRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(pushRoutes);
  await app.register(paymentsRoutes);
  await app.register(profileRoutes);
  await app.register(catalogueRoutes);

  await app.register(spaPlugin, { webDist: config.webDist, brandName: config.brandName });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mail.close?.();
    storage.close?.();
  });
  return app;
}
