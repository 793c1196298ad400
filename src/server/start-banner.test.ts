import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const interfaces = [
  { address: '127.0.0.1', internal: true, family: 'IPv4' as const },
  { address: '[::1]', internal: true, family: 'IPv6' as const },
  { address: '192.168.1.20', internal: false, family: 'IPv4' as const },
  { address: '[fe80::1]', internal: false, family: 'IPv6' as const },
];

describe('startBanner', () => {
  it('lists the local address and every network address a tablet can type, without PUBLIC_URL', () => {
    const banner = startBanner({ config: { publicUrl: undefined, trustedOrigins: [] }, port: 3000, interfaces, database: 'the embedded database in /srv/data' });
    expect(banner).toContain('Local:    http://localhost:3000');
    expect(banner).toContain('Network:  http://192.168.1.20:3000');
    expect(banner).not.toContain('127.0.0.1');
    expect(banner).not.toContain('fe80');
    expect(banner).toContain('the embedded database in /srv/data');
  });

  it('says when no other device can reach the computer', () => {
    const banner = startBanner({ config: { publicUrl: undefined, trustedOrigins: [] }, port: 3000, interfaces: interfaces.slice(0, 2), database: 'PostgreSQL' });
    expect(banner).toContain('Network:  none');
  });

  it('names the one address accounts work at when PUBLIC_URL is set, and the trusted ones', () => {
    const banner = startBanner({
      config: { publicUrl: 'https://islands.example.org', trustedOrigins: ['http://192.168.1.20:3000'] },
      port: 8080,
      interfaces,
      database: 'PostgreSQL',
    });
    expect(banner).toContain('Open:     https://islands.example.org');
    expect(banner).toContain('Also:     http://192.168.1.20:3000');
    expect(banner).not.toContain('Local:');
  });
});
