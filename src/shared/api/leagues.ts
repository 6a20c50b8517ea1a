import { z } from 'zod';
import { LEAGUE_INVITE_CODE_LENGTH } from '../constants/game';
import { LEAGUE_LIMITS } from '../constants/limits';
export { LEAGUE_LIMITS };
import { LEAGUE_MESSAGES } from '../messages';
import { LEAGUE_FORMATS } from '../constants/enums';
export { LEAGUE_MESSAGES };

/**
 * Leagues API (docs/decisions/0060-leagues-api.md; rules: docs/game-rules.md §8).
 * Every route needs a signed-in user; a private league is a 404 for anyone who is not a member
 * (docs/decisions/0060-leagues-api.md).
 */



// Line breaks and tabs are fine in a description; NUL and other control characters are not (PostgreSQL
// refuses NUL in text, and none of them has a use in a league's name or description).
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const leagueName = z
  .string({ error: LEAGUE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: LEAGUE_MESSAGES.nameRequired })
  .max(LEAGUE_LIMITS.name, { error: LEAGUE_MESSAGES.nameTooLong })
  .refine((s) => !CONTROL_IN_LINE.test(s), { error: LEAGUE_MESSAGES.controlCharacters });

/** Optional free text: blank becomes null, so "   " does not show as an empty description. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((s) => !CONTROL_IN_TEXT.test(s), { error: LEAGUE_MESSAGES.controlCharacters })
    .transform((s) => (s.length === 0 ? null : s))
    .nullable();

export const createLeagueBodySchema = z.strictObject({
  name: leagueName,
  description: optionalText(LEAGUE_LIMITS.description, LEAGUE_MESSAGES.descriptionTooLong).optional(),
  // Private by default (docs/decisions/0060-leagues-api.md).
  isPrivate: z.boolean().default(true),
  // Classic unless asked (docs/game-rules.md §8.9).
  format: z.enum(LEAGUE_FORMATS, { error: LEAGUE_MESSAGES.formatInvalid }).default('classic'),
});
export type CreateLeagueBody = z.input<typeof createLeagueBodySchema>;

export const updateLeagueBodySchema = z
  .strictObject({
    name: leagueName.optional(),
    description: optionalText(LEAGUE_LIMITS.description, LEAGUE_MESSAGES.descriptionTooLong).optional(),
    rules: optionalText(LEAGUE_LIMITS.rules, LEAGUE_MESSAGES.rulesTooLong).optional(),
    isPrivate: z.boolean().optional(),
    // Only until the league's first event locks (docs/game-rules.md §8.9).
    format: z.enum(LEAGUE_FORMATS, { error: LEAGUE_MESSAGES.formatInvalid }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to change' });
export type UpdateLeagueBody = z.input<typeof updateLeagueBodySchema>;

export const joinByCodeBodySchema = z.strictObject({
  code: z
    .string({ error: LEAGUE_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: LEAGUE_MESSAGES.codeRequired })
    .max(LEAGUE_LIMITS.codeInput, { error: LEAGUE_MESSAGES.invalidCode }),
});
export type JoinByCodeBody = z.infer<typeof joinByCodeBodySchema>;

export const setMemberAdminBodySchema = z.strictObject({ isAdmin: z.boolean() });
export type SetMemberAdminBody = z.infer<typeof setMemberAdminBodySchema>;

export const LEAGUE_SCOPES = ['all', 'mine'] as const;
export type LeagueScope = (typeof LEAGUE_SCOPES)[number];

export const listLeaguesQuerySchema = z.strictObject({
  scope: z.enum(LEAGUE_SCOPES).default('all'),
  search: z
    .string()
    .trim()
    .max(LEAGUE_LIMITS.search, { error: LEAGUE_MESSAGES.searchTooLong })
    .refine((s) => !CONTROL_IN_LINE.test(s), { error: LEAGUE_MESSAGES.controlCharacters })
    .optional(),
});
export type ListLeaguesQuery = z.input<typeof listLeaguesQuerySchema>;

// Ids are serial integers; anything else (or beyond int4) is a 400, never a database error.
const id = z.coerce.number().int().positive().max(2_147_483_647);
export const leagueIdParamsSchema = z.strictObject({ id });
export const leagueMemberParamsSchema = z.strictObject({ id, userId: z.string().min(1).max(100) });

export const leagueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  isPrivate: z.boolean(),
  isMember: z.boolean(),
  isAdmin: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  format: z.enum(LEAGUE_FORMATS),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const leagueMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  position: z.number().int().nullable(),
  teamName: z.string().nullable(),
  points: z.number().int(),
  /** League points of the head-to-head fixtures (docs/game-rules.md §8.9); 0 in a classic league. */
  matchPoints: z.number().int(),
  joinedAt: z.string(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

export const leagueDetailSchema = leagueSummarySchema.extend({
  rules: z.string().nullable(),
  /** Members of a private league see it; league admins always (they can regenerate it). */
  inviteCode: z.string().nullable(),
  members: z.array(leagueMemberSchema),
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

export const leagueListResponseSchema = z.object({ leagues: z.array(leagueSummarySchema) });
export type LeagueListResponse = z.infer<typeof leagueListResponseSchema>;
export const leagueResponseSchema = z.object({ league: leagueDetailSchema });
export type LeagueResponse = z.infer<typeof leagueResponseSchema>;
export const leagueMembersResponseSchema = z.object({ members: z.array(leagueMemberSchema) });
export type LeagueMembersResponse = z.infer<typeof leagueMembersResponseSchema>;

/** The caller's place in each league (dashboard "League Positions", statistics "League Performance"). */
export const myLeagueStandingSchema = z.object({
  leagueId: z.number().int(),
  leagueName: z.string(),
  points: z.number().int(),
  position: z.number().int().nullable(),
  memberCount: z.number().int(),
});
export type MyLeagueStanding = z.infer<typeof myLeagueStandingSchema>;
export const myLeagueStandingsResponseSchema = z.object({ standings: z.array(myLeagueStandingSchema) });
export type MyLeagueStandingsResponse = z.infer<typeof myLeagueStandingsResponseSchema>;

export const leaveLeagueResponseSchema = z.object({
  /** True when the caller was the last member and the league went with them. */
  leagueDeleted: z.boolean(),
});
export type LeaveLeagueResponse = z.infer<typeof leaveLeagueResponseSchema>;

export const inviteCodeResponseSchema = z.object({ inviteCode: z.string() });
export type InviteCodeResponse = z.infer<typeof inviteCodeResponseSchema>;

export const deleteLeagueResponseSchema = z.object({ deleted: z.literal(true) });

/** An action that takes nothing (join, leave, new invite code): no body, or an empty one. */
export const emptyLeagueBodySchema = z.strictObject({}).optional();

/** The join-by-link path (`/leagues/join/{code}`), shared so the share button and the router agree. */
export function inviteLinkPath(code: string): string {
  return `/leagues/join/${encodeURIComponent(code)}`;
}

export const INVITE_CODE_LENGTH = LEAGUE_INVITE_CODE_LENGTH;

/** A member in a fixture: his event score once the event's results are published, else null. */
export const fixtureSideSchema = z.object({
  userId: z.string(),
  /** null when the account no longer exists. */
  username: z.string().nullable(),
  points: z.number().int().nullable(),
});
export type FixtureSide = z.infer<typeof fixtureSideSchema>;

export const FIXTURE_ROUND_STATUSES = ['upcoming', 'locked', 'scored'] as const;
export type FixtureRoundStatus = (typeof FIXTURE_ROUND_STATUSES)[number];

/** One event's pairing in a head-to-head league; `away` null is a bye (docs/game-rules.md §8.9). */
export const fixtureRoundSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  startDate: z.string(),
  status: z.enum(FIXTURE_ROUND_STATUSES),
  fixtures: z.array(z.object({ home: fixtureSideSchema, away: fixtureSideSchema.nullable() })),
});
export type FixtureRound = z.infer<typeof fixtureRoundSchema>;

/** A member's scored fixtures so far: wins, draws, losses (byes are not fixtures). */
export const fixtureRecordSchema = z.object({
  userId: z.string(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
});
export type FixtureRecord = z.infer<typeof fixtureRecordSchema>;

export const leagueFixturesResponseSchema = z.object({
  format: z.enum(LEAGUE_FORMATS),
  /** Oldest first; the last one is the next event's pairing before its lock (it changes if someone joins). */
  rounds: z.array(fixtureRoundSchema),
  records: z.array(fixtureRecordSchema),
  /** The caller's next fixture before its lock: the opponent, or null for a bye. Null when there is none. */
  next: z
    .object({ eventId: z.number().int(), eventName: z.string(), startDate: z.string(), opponent: fixtureSideSchema.nullable() })
    .nullable(),
});
export type LeagueFixturesResponse = z.infer<typeof leagueFixturesResponseSchema>;
