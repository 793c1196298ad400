/**
 * Requests during which Better Auth removed a password it could not trust: a magic link proved an
 * address that was never confirmed, so a password set before that proof may belong to someone else
 * (account pre-hijacking; `revokeUnprovenAccountAccess` in the magic-link plugin). Keyed by the request
 * object itself, so the answer only ever concerns the account that the link just signed in.
 */
const revokedDuring = new WeakSet<Request>();

export function notePasswordRevoked(request: Request | undefined): void {
  if (request) revokedDuring.add(request);
}

export function wasPasswordRevoked(request: Request): boolean {
  return revokedDuring.has(request);
}

/** Where the web app explains the removal and offers to set a new password. */
export const PASSWORD_REMOVED_PATH = '/account?password=removed';
