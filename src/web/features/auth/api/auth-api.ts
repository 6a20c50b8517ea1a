import { ApiError, loadMessages } from '@web/lib/api-client';
import type { authClient as AuthClientValue } from '@web/lib/auth-client';

/**
 * The auth client (better-auth, ~11 KiB) is loaded when a form is sent, not with the sign-in page, the
 * layouts or the landing page (issue 17).
 */
type AuthClient = typeof AuthClientValue;
const loadAuthClient = (): Promise<AuthClient> => import('@web/lib/auth-client').then((m) => m.authClient);

export interface LoginInput {
  email: string;
  password: string;
  /** false: a session cookie that ends with the browser; true: 30 days. */
  rememberMe: boolean;
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
  messageCode?: string;
  statusText?: string;
}

/**
 * better-auth answers `{ data, error }` instead of throwing; turn its error into our ApiError so
 * every form shows errors the same way. The message may be empty: the page then uses its own
 * fallback text ("Failed to login" ...), which belongs to the UI and its translations.
 */
function toApiError(error: BetterAuthError): ApiError {
  return new ApiError(error.status ?? 0, error.code ?? 'AUTH_ERROR', error.message ?? '', error.messageCode);
}

async function run(call: (client: AuthClient) => Promise<{ error: BetterAuthError | null }>): Promise<void> {
  let result: { error: BetterAuthError | null };
  try {
    result = await call(await loadAuthClient());
  } catch {
    await loadMessages();
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (result.error) {
    await loadMessages();
    throw toApiError(result.error);
  }
}

export function signIn({ email, password, rememberMe }: LoginInput): Promise<void> {
  return run((authClient) => authClient.signIn.email({ email, password, rememberMe }));
}

export function signUp({ username, email, password }: RegisterInput): Promise<void> {
  // better-auth requires `name`; the spec's only display name is the username.
  return run((authClient) => authClient.signUp.email({ email, password, name: username, username }));
}

export function signOut(): Promise<void> {
  return run((authClient) => authClient.signOut());
}
