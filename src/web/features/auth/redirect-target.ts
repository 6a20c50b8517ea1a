/** Where to go after signing in: the page the guard bounced the visitor from, else the dashboard. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

function isFromLocation(value: unknown): value is FromLocation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pathname?: unknown }).pathname === 'string'
  );
}

export function redirectTargetFromState(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (!isFromLocation(from)) return DEFAULT_AFTER_LOGIN;
  // Only same-app paths: never bounce back to the auth pages themselves (or to another origin).
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  if (from.pathname === '/login' || from.pathname === '/register') return DEFAULT_AFTER_LOGIN;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
