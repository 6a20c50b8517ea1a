import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** docs/decisions/0002-accounts-and-sessions.md: registration is open unless the server says otherwise; a failed lookup counts as open. */
export async function fetchRegistrationEnabled(signal?: AbortSignal): Promise<boolean> {
  try {
    const config = await api.get('/api/config/registration', { signal });
    return config.enabled !== false;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('Registration config lookup failed; treating registration as open', error);
    return true;
  }
}

export const registrationConfigQueryOptions = queryOptions({
  queryKey: ['config', 'registration'] as const,
  queryFn: ({ signal }) => fetchRegistrationEnabled(signal),
  staleTime: 5 * 60_000,
});
