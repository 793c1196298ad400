import { MIN_PASSWORD_LENGTH } from '../../domain/constants';
import '../i18n/page-strings';

/** The message key for a new password the server would refuse (sign-up, reset, set or change), or undefined. */
export function newPasswordErrorKey(password: string): 'auth.errors.passwordRequired' | 'auth.errors.passwordTooShort' | undefined {
  if (!password) return 'auth.errors.passwordRequired';
  return password.length < MIN_PASSWORD_LENGTH ? 'auth.errors.passwordTooShort' : undefined;
}
