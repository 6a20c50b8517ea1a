/**
 * What a viewer may see of a user's profile (docs/decisions/0131-profile-visibility.md):
 * - own profile: everything, including the fantasy team and prediction cards;
 * - another user with a public profile (the default when no preferences row exists): basic info, stats and
 *   achievements, never the team or prediction cards;
 * - another user who turned the public profile off: username and avatar only.
 */
export type ProfileView = 'own' | 'public' | 'limited';

export function profileView(viewerId: string, subject: { id: string; publicProfile: boolean }): ProfileView {
  if (viewerId === subject.id) return 'own';
  return subject.publicProfile ? 'public' : 'limited';
}
