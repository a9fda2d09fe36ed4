import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/**
 * The Content-Security-Policy of every answer (docs/decisions/013-browser-defences.md). Scripts
 * only from this origin: the built index.html loads one module script and no inline script.
 * Styles also inline: Mantine writes its CSS variables in a <style> element and sets style
 * attributes on its components, which no nonce can cover. Images and fonts may be data: URLs
 * (icons in the CSS), recordings play from blob: URLs, and nothing may frame the console.
 */
export function contentSecurityPolicy(servedOverHttps: boolean): Record<string, string[]> {
  return {
    'default-src': [SELF],
    'script-src': [SELF],
    'script-src-attr': [NONE],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:'],
    'font-src': [SELF, 'data:'],
    'media-src': [SELF, 'blob:'],
    'connect-src': [SELF],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
    ...(servedOverHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Browser features the console never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers that keep a browser from running, framing or sniffing what it should not:
 * the Content-Security-Policy, X-Frame-Options DENY, X-Content-Type-Options nosniff, no
 * Referer sent, the Permissions-Policy, and Strict-Transport-Security only when the console is
 * served over HTTPS (sent over plain HTTP it would lock browsers out of a local console).
 */
export async function registerBrowserDefences(
  app: FastifyInstance,
  servedOverHttps: boolean,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(servedOverHttps),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: servedOverHttps
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
