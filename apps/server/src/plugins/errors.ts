import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, envelope } from '../core/errors';

/**
 * One envelope for every failure. Expected failures (AppError, bad input, unknown path) keep
 * their status; anything else is logged with its request id and answered 500, so a client can
 * never cause a 500 with what it sends.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (!known) {
      request.log.error({ err: error }, 'unexpected failure');
      return sendError(reply, request, new AppError('INTERNAL'));
    }
    if (isFrameworkRefusal(error, known)) {
      request.log.info({ code: error.code, status: known.status }, 'request refused');
    }
    return sendError(reply, request, known);
  });
}

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  // Set here too: an answer given before routing runs no onSend hook.
  reply.header('x-request-id', request.id);
  return reply.code(error.status).type('application/json').send(envelope(error, request.id));
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      // "/username" -> "username"; an issue on the whole body or query is keyed by its part.
      const path =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        (error.validationContext ?? 'body');
      fields[path] ??= issue.message ?? ERROR_CODES.VALIDATION.message;
    }
    const [first] = Object.values(fields);
    return new AppError('VALIDATION', { message: first ?? ERROR_CODES.VALIDATION.message, fields });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  // Fastify's own client errors (malformed JSON, bad content length ...) keep their message.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', { message: error.message });
  return null;
}

/**
 * A refusal of Fastify's own (a body it cannot read or take), not an AppError the code raised
 * nor a schema's field errors: logged with its code, as nothing else says why it was refused.
 */
const isFrameworkRefusal = (error: FastifyError, known: AppError) =>
  known !== error && !hasZodFastifySchemaValidationErrors(error);

/**
 * Unknown paths: 404 "API Not Found" under /api; elsewhere the web app's index.html when it is
 * served (the browser router handles the path), else 404.
 */
export function registerNotFound(app: FastifyInstance, serveWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(path);
    // Paths with a file extension are missing assets, not browser routes.
    if (serveWebApp && isPage && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, new AppError('NOT_FOUND'));
  });
}
