import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Written by the web build beside its pages: hosts its pages load from besides this one. */
export const CSP_SOURCES_FILE = '.csp.json';

export const HSTS_VALUE = 'max-age=31536000';

/** Origins the web build was told to play hero clips from (VITE_HERO_VIDEOS); none by default. */
function mediaOrigins(webRoot: string | null): string[] {
  const file = webRoot ? path.join(webRoot, CSP_SOURCES_FILE) : null;
  if (!file || !existsSync(file)) return [];
  const { mediaSrc } = JSON.parse(readFileSync(file, 'utf8')) as { mediaSrc?: unknown };
  return Array.isArray(mediaSrc) ? mediaSrc.filter((o): o is string => /^https?:\/\/[^\s;,']+$/.test(o)) : [];
}

/**
 * Security headers on every response (helmet). The Content-Security-Policy admits scripts from this
 * origin only: the prerendered pages carry no inline script (no hydration data, no SW registration
 * snippet), so they need no hash or nonce. Styles also allow inline, because the toast library and
 * Radix inject <style> elements at run time and React writes style attributes; no script can run
 * from CSS, and img/font/connect limited to 'self' leave it no other host to send anything to.
 * Helmet's middleware is built once, here: @fastify/helmet built it again on every request
 * (re-reading the directives), 3.7% of the server's CPU on a cached Available Loads page.
 * See docs/decisions/009-edge.md.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { hsts: boolean; webRoot: string | null }) => {
    const media = mediaOrigins(opts.webRoot);
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        // Images, fonts, fetches, the manifest and the worker fall back to default-src. Every byte
        // here rides on every response, and a phone's first visit makes some thirty requests.
        directives: {
          defaultSrc: ["'self'"],
          // Blob URLs of the app's own making: a delivery photo fetched with its Bearer token, and
          // the preview of one chosen on the phone (issue 39). Nothing from another host.
          imgSrc: ["'self'", 'blob:'],
          // The admins' review shows a PDF document in a frame of a blob URL the page made from the
          // file it fetched with its Bearer token, typed application/pdf (issue 40). Framing this
          // origin's pages stays refused (frame-ancestors, X-Frame-Options), and no plugin may load.
          frameSrc: ["'self'", 'blob:'],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          ...(media.length > 0 ? { mediaSrc: ["'self'", ...media] } : {}),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Set below, and only on HTTPS: over plain HTTP browsers ignore it anyway.
      strictTransportSecurity: false,
      // For Internet Explorer 8 and Flash, or no protection at all: not worth their bytes.
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
    });
    // No API answer is kept by a browser's or a proxy's cache unless its route says otherwise (its own
    // `reply.header('cache-control', …)` replaces this): most are someone's own (a profile, a shipment,
    // a phone number after acceptance), and one left on a shared phone or in an operator's proxy
    // would outlive the session (issue 25). Set with the other headers: no extra hook per answer.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
      applyHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
    });
    if (opts.hsts) {
      // request.protocol honours X-Forwarded-Proto from the proxies TRUST_PROXY names.
      app.addHook('onRequest', async (request, reply) => {
        if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
      });
    }
  },
  { name: 'security-headers' },
);
