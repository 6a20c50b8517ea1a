import { ApiError } from '@web/lib/api-client';
import { authClient } from '@web/lib/auth-client';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

interface BetterAuthError {
  status?: number;
  code?: string;
  message?: string;
  statusText?: string;
}

/**
 * better-auth answers `{ data, error }` instead of throwing; turn its error into our ApiError so
 * every form shows errors the same way. The message may be empty: the page then uses its own
 * fallback text ("Failed to login" ...), which belongs to the UI and its translations.
 */
function toApiError(error: BetterAuthError): ApiError {
  return new ApiError(error.status ?? 0, error.code ?? 'AUTH_ERROR', error.message ?? '');
}

async function run(call: () => Promise<{ error: BetterAuthError | null }>): Promise<void> {
  let result: { error: BetterAuthError | null };
  try {
    result = await call();
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (result.error) throw toApiError(result.error);
}

export function signIn({ email, password }: LoginInput): Promise<void> {
  return run(() => authClient.signIn.email({ email, password }));
}

export function signUp({ username, email, password }: RegisterInput): Promise<void> {
  // better-auth requires `name`; the spec's only display name is the username.
  return run(() => authClient.signUp.email({ email, password, name: username, username }));
}

export function signOut(): Promise<void> {
  return run(() => authClient.signOut());
}
