/** Every admin query key in one place, so mutations invalidate keys taken from here, never hand-typed. */
export const adminKeys = {
  all: ['admin'] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  event: (id: number) => [...adminKeys.all, 'events', id] as const,
  results: (id: number) => [...adminKeys.all, 'events', id, 'results'] as const,
  live: (id: number) => [...adminKeys.all, 'events', id, 'live'] as const,
  job: (id: number) => [...adminKeys.all, 'jobs', id] as const,
  users: (q: string, offset: number) => [...adminKeys.all, 'users', q, offset] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  inbox: (status: string) => [...adminKeys.all, 'inbox', status] as const,
  inboxAll: () => [...adminKeys.all, 'inbox'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
};
