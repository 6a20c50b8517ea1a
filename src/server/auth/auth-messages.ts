import { ACCOUNT_MESSAGES } from '@shared/api/account';
import { AUTH_MESSAGES } from '@shared/messages';
export { AUTH_MESSAGES };

/** better-auth error codes whose wording we replace with the product's. */
export const AUTH_CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  INVALID_USERNAME_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  BANNED_USER: AUTH_MESSAGES.accountDisabled,
  // A wrong current password at change-password: the same words as the account deletion's check.
  INVALID_PASSWORD: ACCOUNT_MESSAGES.wrongPassword,
};
