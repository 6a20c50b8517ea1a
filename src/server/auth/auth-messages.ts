// Spec §8 texts, word for word, plus our own where the spec has none.
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  loginFailed: 'Failed to login',
  registerFailed: 'Failed to register',
  logoutFailed: 'Failed to logout',
  registrationClosed: 'Registration Currently Closed',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  tooManySignIns: 'Too many sign-in attempts. Please try again in a few minutes.',
  tooManySignUps: 'Too many accounts created from this network. Please try again later.',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again in a few minutes.',
  tooManyUsernameChecks: 'Too many username checks from this network. Please try again in a few minutes.',
  accountDisabled: 'This account has been disabled. Please contact support if you think this is a mistake.',
} as const;

/** better-auth error codes whose wording we replace with the product's. */
export const AUTH_CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  INVALID_USERNAME_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  BANNED_USER: AUTH_MESSAGES.accountDisabled,
};
