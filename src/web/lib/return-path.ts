/** Query parameter that carries the page to go back to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A page on this site to return to, or `fallback`: only a path with one leading slash, so a crafted
 * `?returnTo=//evil.example` or `https://…` never sends a learner elsewhere (the server checks too).
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- a control character is never part of a page address
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** The page the browser shows now, as a path to come back to. */
export function currentPath(): string {
  return safeReturnPath(`${window.location.pathname}${window.location.search}`);
}

/** The sign-in page, remembering where the learner was. */
export function signInPath(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe === '/' ? '/auth' : `/auth?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}
