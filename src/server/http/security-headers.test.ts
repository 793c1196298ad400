import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  it('forbid framing, scripts from elsewhere and plugins, and send no referrer across sites', async () => {
    const headers = await securityHeaders('http://localhost:3000');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A page or API answer's own headers are added by Hono at write time; these are only the security ones.
    expect(headers.get('content-type')).toBeNull();
  });

  it('ask browsers to keep to https only when the site is served over https', async () => {
    expect((await securityHeaders('http://localhost:3000')).get('strict-transport-security')).toBeNull();
    expect((await securityHeaders('https://islands.example')).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
