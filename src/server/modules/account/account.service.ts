import { COMMON_MESSAGES } from '@shared/messages';
import {
  ACCOUNT_MESSAGES,
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type AccountSettings,
  type Preferences,
} from '@shared/api/account';
import { currentSeason } from '@shared/game/season';
import { verifyPassword } from '../../auth/password';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { databaseNow } from '../../db/clock.repo';
import { AppError } from '../../http/app-error';
import { writeLeaguePositions } from '../../lib/league-positions.repo';
import { clear, hit } from '../../lib/rate-limit.repo';
import {
  countOtherMembers,
  countOtherSiteAdmins,
  deleteLeague,
  deleteMembership,
  deleteUnlinkedRows,
  deleteUser,
  lockMyLeagues,
  lockUser,
  promoteLongestStanding,
  recountMembers,
} from './account-deletion.repo';
import { collectAccountData, type AccountData } from './account-export.repo';
import {
  findPasswordHash,
  findPreferences,
  findProfile,
  updateProfile,
  upsertPreferences,
  usernameTakenByOther,
  type PreferencesRow,
} from './account.repo';

/** A stored row read back through the shared schema; a value the app no longer offers falls back to the default. */
function toPreferences(row: PreferencesRow | undefined): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  const parsed = preferencesSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  return { ...DEFAULT_PREFERENCES, notifications: row.notifications, emailUpdates: row.emailUpdates, publicProfile: row.publicProfile };
}

export async function getSettings(db: Db, userId: string): Promise<AccountSettings> {
  const profile = await findProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND', COMMON_MESSAGES.userNotFound);
  return {
    profile: {
      username: profile.displayUsername ?? profile.username,
      email: profile.email,
      fullName: profile.fullName,
      country: profile.country,
    },
    preferences: toPreferences(await findPreferences(db, userId)),
  };
}

export interface SettingsPatch {
  username?: string | undefined;
  fullName?: string | null | undefined;
  country?: string | null | undefined;
  notifications?: boolean | undefined;
  emailUpdates?: boolean | undefined;
  publicProfile?: boolean | undefined;
  language?: Preferences['language'] | undefined;
  theme?: Preferences['theme'] | undefined;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * Saves profile and preferences together (docs/decisions/0140-account-settings-api.md): one transaction, so a taken username
 * leaves the preferences as they were too. Fields not sent keep their value; the preferences row is written
 * whole, starting from the stored one (or the spec's defaults).
 */
export async function updateSettings(db: Db, userId: string, patch: SettingsPatch): Promise<AccountSettings> {
  try {
    await db.transaction(async (tx) => {
      if (patch.username !== undefined && (await usernameTakenByOther(tx, patch.username, userId))) {
        throw new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken);
      }
      await updateProfile(tx, userId, { username: patch.username, fullName: patch.fullName, country: patch.country });
      const prefKeys = ['notifications', 'emailUpdates', 'publicProfile', 'language', 'theme'] as const;
      if (prefKeys.some((k) => patch[k] !== undefined)) {
        const current = toPreferences(await findPreferences(tx, userId));
        await upsertPreferences(tx, userId, {
          notifications: patch.notifications ?? current.notifications,
          emailUpdates: patch.emailUpdates ?? current.emailUpdates,
          publicProfile: patch.publicProfile ?? current.publicProfile,
          language: patch.language ?? current.language,
          theme: patch.theme ?? current.theme,
        });
      }
    });
  } catch (err) {
    // Two players taking the same free name at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken);
    throw err;
  }
  return getSettings(db, userId);
}

export async function exportAccountData(db: Db, userId: string): Promise<{ exportedAt: string } & AccountData> {
  const exportedAt = await databaseNow(db);
  return { exportedAt: exportedAt.toISOString(), ...(await collectAccountData(db, userId)) };
}

/**
 * Checks the password before an irreversible step. Wrong passwords are counted per user (the password-change
 * allowance), so a session left open on a shared computer cannot be used to guess it.
 */
async function confirmPassword(db: Db, limits: AppConfig['rateLimits'], userId: string, password: string): Promise<void> {
  const key = `password:user:${userId}`;
  const attempts = await hit(db, key, limits.windowSeconds * 1000);
  if (attempts > limits.signInFailuresPerAccount) throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MESSAGES.tooManyPasswordChecks);
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword({ hash, password }))) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.wrongPassword);
  await clear(db, key);
}

/**
 * Deletes the account and everything that belongs to it in one transaction (issue 14, part 6). In each league:
 * the last member takes the league with them; otherwise the membership goes, an orphaned league gets its
 * longest-standing member as admin, and member_count and positions are rewritten under the league's lock.
 */
export async function deleteAccount(db: Db, limits: AppConfig['rateLimits'], userId: string, password: string): Promise<void> {
  await confirmPassword(db, limits, userId, password);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', COMMON_MESSAGES.userNotFound);
    if ((user.role === 'admin' || user.isAdmin) && (await countOtherSiteAdmins(tx, userId)) === 0) {
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.lastSiteAdmin);
    }
    const touched: number[] = [];
    for (const membership of await lockMyLeagues(tx, userId)) {
      const others = await countOtherMembers(tx, membership.leagueId, userId);
      if (others.members === 0) {
        await deleteLeague(tx, membership.leagueId);
        continue;
      }
      await deleteMembership(tx, membership.leagueId, userId);
      if (others.admins === 0) await promoteLongestStanding(tx, membership.leagueId);
      await recountMembers(tx, membership.leagueId);
      touched.push(membership.leagueId);
    }
    await deleteUnlinkedRows(tx, userId);
    await deleteUser(tx, userId);
    await writeLeaguePositions(tx, currentSeason(await databaseNow(tx)), touched);
  });
}
