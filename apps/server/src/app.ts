import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { AppDeps, Services } from './deps.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi.ts';
import { registerProxyWarning } from './plugins/proxy-warning.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerRoutes } from './routes.ts';
import { accessTokenSigner, createServices } from './services.ts';

export type BuildAppOptions = {
  config: AppConfig;
  db: Database;
  clock?: () => Date;
  logger?: boolean;
  /** Where start-up and configuration warnings go (the app's logger by default; tests listen here). */
  log?: FastifyBaseLogger;
  /** The process's services (main.ts builds them once, for the app and the workers); built here when absent. */
  services?: Services;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? (() => new Date());
  const services =
    options.services ??
    createServices({
      config,
      db,
      clock,
      signer: await accessTokenSigner({ config, db, clock }),
      log: app.log,
    });
  const deps: AppDeps = { config, db, signer: services.accessTokens, clock, services };

  registerErrorHandler(app);
  registerProxyWarning(app, { trustProxy: config.trustProxy, log: options.log ?? app.log });
  registerLanguage(app);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, {
    allowStripe: Boolean(config.stripeSecretKey),
    isHttps: config.publicUrl.startsWith('https:'),
  });
  // The guard first: a caller it refuses gets 401/403 whatever its Origin or content type.
  registerAuth(app, { signer: deps.signer, findSubject: services.auth.findSessionSubject });
  registerCsrf(app, { publicUrl: config.publicUrl });
  registerRouteTable(app);
  await registerOpenApi(app);

  await registerRoutes(app, deps);
  registerOpenApiRoute(app);
  await registerStaticWeb(app, config.webDist);
  return app;
}
