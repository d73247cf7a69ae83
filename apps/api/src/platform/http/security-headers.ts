import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Hosts Stripe documents for Stripe.js and the Payment Element; nothing else leaves our origin. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...STRIPE.script],
      frameSrc: ["'self'", ...STRIPE.frame],
      connectSrc: ["'self'", ...STRIPE.connect],
      // blob: the back office previews a photo from the device before uploading it.
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
      // Swiper and Stripe Elements set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Stripe's iframes are cross-origin; COEP would block them.
  crossOriginEmbedderPolicy: false,
};

/** The policy with inline scripts allowed by their hashes (the first-paint script: send-shell.ts firstPaintScript). */
export function withScriptHashes(options: HelmetOptions, sources: string[]): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (sources.length === 0 || typeof csp !== 'object' || !csp.directives) return options;
  const scriptSrc = [...((csp.directives.scriptSrc as string[] | undefined) ?? ["'self'"]), ...sources];
  return { ...options, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, scriptSrc } } };
}

/**
 * Runs helmet once against a recording response and returns the headers it sets. Our policy has no
 * per-request parts (no nonces), and @fastify/helmet rebuilds helmet — parsing every CSP directive —
 * on each request, which cost ~8 % of the catalogue's CPU under load.
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON answers (/api, /trpc) are never rendered as documents, so instead of the page policy above they
 * carry the set the OWASP REST Security Cheat Sheet lists for APIs: nothing may load or frame them,
 * no sniffing, HTTPS only. A fifth of the page set's bytes, which counts on the catalogue's many
 * small responses.
 */
export function apiSecurityHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': page['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * A file a page loads (its scripts, stylesheet, pictures, manifest) is never a document: the page set's policy
 * (CSP, COOP, framing, referrer…) is read from documents and workers only, and sent on every file it was ~900 of
 * their bytes — a sixth of the logo's answer, and five such answers come before a phone's first paint. A file keeps
 * what applies to it: no sniffing (a script or stylesheet must be one), no loading by another origin, HTTPS only.
 * Documents, the service worker (a worker reads its CSP from its own script) and anything an address could open as
 * a document (SVG, HTML) keep the page set.
 */
export function fileSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.fromEntries(keep.flatMap((name) => (page[name] ? [[name, page[name]]] : [])));
}

/** The files fileSecurityHeaders is for: built assets, pictures, the first-paint script and the manifest. */
export const isPageFile = (url: string) => /^\/(?:assets|img)\/[^?#]*\.(?:js|css|webp|png|jpe?g|avif|ico|woff2?)(?:[?#]|$)|^\/(?:first-paint\.js|manifest\.webmanifest)(?:[?#]|$)/.test(url);
