import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { AppError, envelope } from '../core/errors';
import { sendError } from './errors';

/** The failure Fastify's router reports before any route runs, as the envelope answers it. */
function refusalOf(code: string): AppError {
  switch (code) {
    case 'FST_ERR_BAD_URL':
      return new AppError('BAD_REQUEST', { message: 'The address is not a valid URL' });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('URI_TOO_LONG');
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new AppError('INTERNAL');
    default:
      return new AppError('BAD_REQUEST');
  }
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (`%ZZ`) or a path parameter
 * longer than `maxParamLength` answers the error envelope with its request id, and is logged
 * like any other request (no route hook runs for these).
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const refusal = refusalOf(error.code);
  const path = request.url.split('?')[0];
  request.log.info(
    { method: request.method, path, status: refusal.status, code: error.code },
    'request refused before routing',
  );
  void sendError(reply, request, refusal);
};

/** What Node's HTTP parser refused, as the envelope answers it. */
function clientRefusalOf(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError('HEADERS_TOO_LARGE');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('REQUEST_TIMEOUT');
  return new AppError('BAD_REQUEST');
}

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`): a request the HTTP parser refuses
 * (headers above the size limit, a malformed request line, a request that never finished)
 * never reaches Fastify, so it is answered here on the socket, in the error envelope with a
 * request id, and logged, before the connection closes.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = clientRefusalOf(error.code);
  const requestId = randomUUID();
  this.log.info(
    { request_id: requestId, status: refusal.status, code: error.code },
    'request refused by the HTTP parser',
  );
  if (socket.writable) {
    const body = JSON.stringify(envelope(refusal, requestId));
    socket.write(
      [
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `x-request-id: ${requestId}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
