import { hostname, networkInterfaces } from 'node:os';
import type { Config } from '../config';

/**
 * Which addresses the site answers at, and which pages may change things (sign in, save progress).
 *
 * With PUBLIC_URL set there is one address (plus TRUSTED_ORIGINS). Without it, a classroom opens the site at
 * whatever address works for it — http://localhost:3000 on the teacher's laptop, http://192.168.1.20:3000 on the
 * tablets — and each request is served at the address it was sent to. A state-changing request must come from a
 * page of that same address (its Origin equals the origin of its own Host), which is the same-origin rule that
 * stops cross-site requests. The Host must also be an address of this computer: links in e-mail are built from
 * it, and a forged Host would otherwise put a sign-in link to someone else's server into a child's inbox
 * (docs/decisions/014-every-address-of-the-machine.md).
 */

/** How often the list of this computer's addresses may be read again when an unknown host shows up. */
const ADDRESSES_REFRESH_MS = 10_000;

/** Host names of this computer that are not interface addresses. */
function namesOfThisComputer(): string[] {
  const name = hostname().toLowerCase();
  return name ? [name, `${name}.local`] : [];
}

/** This computer's interface addresses, IPv6 in the bracketed form a URL's hostname has. */
export function interfaceAddresses(): { address: string; internal: boolean; family: 'IPv4' | 'IPv6' }[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((item) => item !== undefined)
    .map((item) => ({ address: item.family === 'IPv6' ? `[${item.address.split('%')[0]}]` : item.address, internal: item.internal, family: item.family }));
}

export type LocalHosts = () => readonly string[];

/** Every host name this computer answers to (lower case, no port). */
export const localHostsOfThisComputer: LocalHosts = () => [...namesOfThisComputer(), ...interfaceAddresses().map((item) => item.address.toLowerCase())];

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export type OriginVerdict =
  | { ok: true }
  | { ok: false; code: 'FORBIDDEN_ORIGIN' }
  /** The page is this site, opened at an address it does not accept: say which address works. */
  | { ok: false; code: 'WRONG_ADDRESS'; opened: string; accepted: string }
  /** No PUBLIC_URL, and the page was opened at a name that is not this computer's. */
  | { ok: false; code: 'UNKNOWN_ADDRESS'; opened: string };

export class SiteAddress {
  private readonly fixed: readonly string[] | undefined;
  private readonly trusted: ReadonlySet<string>;
  private known = new Set<string>();
  private readAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly config: Pick<Config, 'publicUrl' | 'trustedOrigins'>,
    private readonly localHosts: LocalHosts = localHostsOfThisComputer,
  ) {
    this.fixed = config.publicUrl ? [new URL(config.publicUrl).origin, ...config.trustedOrigins] : undefined;
    this.trusted = new Set(config.trustedOrigins);
  }

  /** Whether a request sent to this host (its Host header) reached this computer by one of its own names. */
  isOwnHost(host: string): boolean {
    const name = URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname.toLowerCase() : '';
    if (name === '') return false;
    if (isLoopback(name) || this.known.has(name)) return true;
    // Interfaces come and go (a laptop joins the school Wi-Fi): read them again, but not on every request.
    const now = Date.now();
    if (now - this.readAt < ADDRESSES_REFRESH_MS) return false;
    this.readAt = now;
    this.known = new Set(this.localHosts().map((item) => item.toLowerCase()));
    return this.known.has(name);
  }

  /** The origin a request was sent to, from its URL (which the Node adapter builds from the Host header). */
  static requestOrigin(requestUrl: string): string {
    return new URL(requestUrl).origin;
  }

  /** The origins a state-changing request to this URL may come from. */
  acceptedOrigins(requestUrl: string): string[] {
    if (this.fixed) return [...this.fixed];
    const own = new URL(requestUrl);
    return this.isOwnHost(own.host) ? [own.origin, ...this.trusted] : [...this.trusted];
  }

  /** The site's own address for links and redirects made while answering this request. */
  siteUrl(requestUrl: string): string {
    return this.config.publicUrl ?? SiteAddress.requestOrigin(requestUrl);
  }

  /** Judges a state-changing request's Origin header (absent: not a browser page, nothing to judge). */
  judge(origin: string | undefined, requestUrl: string): OriginVerdict {
    if (origin === undefined) return { ok: true };
    if (this.acceptedOrigins(requestUrl).includes(origin)) return { ok: true };
    const own = SiteAddress.requestOrigin(requestUrl);
    // A page of another site: say only that it was refused.
    if (origin !== own) return { ok: false, code: 'FORBIDDEN_ORIGIN' };
    if (this.config.publicUrl) return { ok: false, code: 'WRONG_ADDRESS', opened: own, accepted: new URL(this.config.publicUrl).origin };
    return { ok: false, code: 'UNKNOWN_ADDRESS', opened: own };
  }
}
