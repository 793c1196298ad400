import * as z from 'zod/mini';
import type { DeleteAccountRequest, PasswordRequest, SignInMethods } from '../../../domain/account-api';
import { exportFileNameFromHeader } from './export-file-name';
import { ApiError, apiFetch } from '../../lib/api-client';
import { currentLanguage } from '../../i18n/i18n';

/** Fetches the data download and hands it to the browser as a file. */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { headers: { accept: 'application/json', 'accept-language': currentLanguage() }, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
    const code = typeof body?.error?.code === 'string' ? body.error.code : 'INTERNAL';
    throw new ApiError(response.status, code, typeof body?.error?.message === 'string' ? body.error.message : response.statusText);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileNameFromHeader(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next tick is late enough to let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function deleteMyAccount(confirmation: string): Promise<{ deleted: boolean }> {
  const body: DeleteAccountRequest = { confirmation };
  return apiFetch('/api/account', { method: 'DELETE', body });
}

export const SIGN_IN_METHODS_KEY = ['account', 'sign-in-methods'] as const;

/** The browser's (zod/mini) copy of signInMethodsSchema; `satisfies` keeps the two the same shape. */
const signInMethods = z.object({ hasPassword: z.boolean(), emailVerified: z.boolean() }) satisfies z.ZodMiniType<SignInMethods>;

export function fetchSignInMethods(): Promise<SignInMethods> {
  return apiFetch('/api/account/password', { schema: signInMethods });
}

export function savePassword(body: PasswordRequest): Promise<{ hasPassword: boolean; signedOutOtherDevices: boolean }> {
  return apiFetch('/api/account/password', { body });
}
