import { describe, expect, it, vi } from 'vitest';
import { SiteAddress } from './site-address';

const onSchoolNetwork = () => ['classroom-laptop', '192.168.1.20', '[fe80::1]'];

describe('SiteAddress without PUBLIC_URL', () => {
  const address = new SiteAddress({ publicUrl: undefined, trustedOrigins: [] }, onSchoolNetwork);

  it('accepts a page of the very address the request was sent to, when that is this computer', () => {
    for (const url of ['http://localhost:3000/api/x', 'http://127.0.0.1:3000/api/x', 'http://[::1]:3000/api/x', 'http://192.168.1.20:3000/api/x', 'http://classroom-laptop:3000/api/x']) {
      const origin = new URL(url).origin;
      expect(address.judge(origin, url), url).toEqual({ ok: true });
      expect(address.siteUrl(url)).toBe(origin);
    }
  });

  it('refuses another site, and a page at a name that is not this computer’s', () => {
    expect(address.judge('http://evil.example', 'http://localhost:3000/api/x')).toEqual({ ok: false, code: 'FORBIDDEN_ORIGIN' });
    expect(address.judge('http://localhost:3000', 'http://127.0.0.1:3000/api/x')).toEqual({ ok: false, code: 'FORBIDDEN_ORIGIN' });
    expect(address.judge('http://evil.example:3000', 'http://evil.example:3000/api/x')).toEqual({ ok: false, code: 'UNKNOWN_ADDRESS', opened: 'http://evil.example:3000' });
  });

  it('lets a request without Origin through (not a browser page: nothing a site could forge)', () => {
    expect(address.judge(undefined, 'http://evil.example/api/x')).toEqual({ ok: true });
  });
});

describe('SiteAddress with PUBLIC_URL', () => {
  const address = new SiteAddress({ publicUrl: 'https://islands.example.org', trustedOrigins: ['http://192.168.1.20:3000'] }, onSchoolNetwork);

  it('accepts the public address and the trusted ones only, whatever the request was sent to', () => {
    expect(address.judge('https://islands.example.org', 'http://127.0.0.1:3000/api/x')).toEqual({ ok: true });
    expect(address.judge('http://192.168.1.20:3000', 'http://192.168.1.20:3000/api/x')).toEqual({ ok: true });
    expect(address.siteUrl('http://127.0.0.1:3000/api/x')).toBe('https://islands.example.org');
  });

  it('names the address that works when the page is this server at another address', () => {
    expect(address.judge('http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/x')).toEqual({
      ok: false,
      code: 'WRONG_ADDRESS',
      opened: 'http://127.0.0.1:3000',
      accepted: 'https://islands.example.org',
    });
    expect(address.judge('http://evil.example', 'http://127.0.0.1:3000/api/x')).toEqual({ ok: false, code: 'FORBIDDEN_ORIGIN' });
  });
});

describe('SiteAddress learns new interface addresses', () => {
  it('reads the addresses again when an unknown host arrives (a laptop that just joined the school Wi-Fi)', () => {
    vi.useFakeTimers();
    let hosts = ['10.0.0.5'];
    const address = new SiteAddress({ publicUrl: undefined, trustedOrigins: [] }, () => hosts);
    expect(address.isOwnHost('10.0.0.5:3000')).toBe(true);
    hosts = ['192.168.1.20'];
    // Read at most every ten seconds: the first read was just now.
    expect(address.isOwnHost('192.168.1.20:3000')).toBe(false);
    vi.setSystemTime(Date.now() + 10_001);
    expect(address.isOwnHost('192.168.1.20:3000')).toBe(true);
    vi.useRealTimers();
  });
});
