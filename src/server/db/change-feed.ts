/**
 * The one NOTIFY channel of migrations 0004 and 0005 (docs/decisions/0171, 0174): 'public' when a table behind
 * the public championship reads or the market changed, 'user:<id>' when a user or one of the user's sessions
 * was updated or deleted, 'team:<user id>' when that user's fantasy team changed, 'teams' when many did,
 * 'clock' when the game clock was moved (migration 0014; tests only).
 */
export const CHANGE_CHANNEL = 'rally_changes';

export type Change = { kind: 'public' } | { kind: 'teams' } | { kind: 'clock' } | { kind: 'user'; userId: string } | { kind: 'team'; userId: string };

export function parseChange(payload: string): Change | null {
  if (payload === 'public') return { kind: 'public' };
  if (payload === 'teams') return { kind: 'teams' };
  if (payload === 'clock') return { kind: 'clock' };
  if (payload.startsWith('team:') && payload.length > 5) return { kind: 'team', userId: payload.slice(5) };
  if (payload.startsWith('user:') && payload.length > 5) return { kind: 'user', userId: payload.slice(5) };
  return null;
}
