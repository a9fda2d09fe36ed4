import { randomUUID } from 'node:crypto';
import type { Database } from '@backoffice/db';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './core/context';
import type { AreaModule, RouteEntry } from './core/http';
import { loggableError } from './core/loggable-error';
import { replayKeyedRequests } from './core/idempotency/keyed-requests';
import { requireIdempotencyKeys, type KeyedRoute } from './core/idempotency/required-key';
import { createFileStore, type FileStore } from './core/file-store/index';
import { createJobQueue, type JobQueue } from './core/jobs/index';
import { createOutbox, type Outbox } from './core/outbox/dispatcher';
import { createIntegrations, type Integrations } from './integrations/index';
import { AREA_MODULES, findSignedIn, wireAreaEvents } from './areas/index';
import { registerAccess } from './plugins/access';
import { authenticate, registerAuth } from './plugins/auth';
import { registerBrowserDefences } from './plugins/browser-defences';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { answerClientError, answerFrameworkError } from './plugins/framework-errors';
import { registerRequestLog } from './plugins/request-log';
import { registerStaticWeb } from './plugins/static-web';
import { registerStorableText } from './plugins/storable-text';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox dispatcher of this app; main.ts starts its polling once listening. */
    outbox: Outbox;
    /** The background job queue of this app; main.ts starts its polling once listening. */
    jobs: JobQueue;
  }
}

export interface AppDeps {
  db: Database;
  /** The clock of every time rule; the real one by default. */
  now?: () => Date;
  /** The outside services; the configured drivers by default (tests pass sandboxes). */
  integrations?: Integrations;
  /** The areas to register; all of them by default. */
  modules?: readonly AreaModule[];
  /** The outbox dispatcher; one sending in the background by default (tests pass an inline one). */
  outbox?: Outbox;
  /** The job queue; one on the `jobs` table by default, polling once started. */
  jobs?: JobQueue;
  /** The file store; the configured one by default. */
  files?: FileStore;
  /** Where the log lines go; standard output by default (tests pass a stream to read them). */
  logStream?: DestinationStream;
}

/**
 * The whole HTTP application, ready: API areas behind authentication and the capability
 * check, errors, docs and the web app. Rejects when a route declares no capability.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const integrations = deps.integrations ?? createIntegrations(config.integrations, now, deps.db);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // A database error is logged with its statement and code, never the values bound to it.
      serializers: { err: loggableError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Fastify's two lines per request are replaced by the one written in onResponse.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'request_id',
    }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before routing answer the error envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  const outbox =
    deps.outbox ?? createOutbox({ db: deps.db, now, mode: 'background', log: app.log });
  const jobs =
    deps.jobs ?? createJobQueue({ db: deps.db, now, pollMs: config.jobs.pollMs, log: app.log });
  const files = deps.files ?? createFileStore(config.fileStore);
  const ctx: AppContext = { db: deps.db, config, now, integrations, outbox, jobs, files };
  app.decorate('outbox', outbox);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => outbox.stop());
  app.addHook('onClose', () => jobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerStorableText(app);
  // The API speaks JSON: any other body type is a 415, not a string the schema then refuses.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLog(app);

  const sessionCookie = { secure: config.servedOverHttps };
  const lookUpSession = (token: string) => findSignedIn(ctx, token);
  await registerBrowserDefences(app, config.servedOverHttps);
  await registerDocs(app, (request) => authenticate(request, lookUpSession, sessionCookie));
  registerNotFound(app, await registerStaticWeb(app, config.webDist));

  const routes: RouteEntry[] = [];
  app.decorate('apiRoutes', routes);
  const keyedRoutes: KeyedRoute[] = [];
  app.decorate('keyedRoutes', keyedRoutes);
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    registerAuth(api, lookUpSession, sessionCookie);
    registerAccess(api, ctx, routes);
    requireIdempotencyKeys(api, keyedRoutes);
    replayKeyedRequests(api, ctx.db);
    wireAreaEvents();
    for (const area of deps.modules ?? AREA_MODULES) await area(api, ctx);
  });
  await app.ready();
  return app;
}
