import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and sonner position elements with style attributes; index.html styles its loading screen inline.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The security headers every answer carries (CSP, frame, referrer, HSTS behind https…), worked out once with
 * Hono's secureHeaders and set on each Node response by server.ts. As a Hono middleware they were set on every
 * Response object, which cost about an eighth of a small API answer (issue 7: BENCHMARKS.md).
 */
export async function securityHeaders(publicUrl: string | undefined): Promise<Headers> {
  const probe = new Hono();
  probe.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: publicUrl?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  probe.get('*', (c) => c.body(null, 204));
  const { headers } = await probe.request('http://localhost/');
  return headers;
}
