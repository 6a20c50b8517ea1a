export const EVENT_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const SURFACES = ['tarmac', 'gravel', 'snow', 'mixed'] as const;
export type Surface = (typeof SURFACES)[number];

export const FINISH_STATUSES = ['finished', 'retired', 'disqualified', 'did_not_start'] as const;
export type FinishStatus = (typeof FINISH_STATUSES)[number];

export const FORMS = ['up', 'down', 'stable'] as const;
export type Form = (typeof FORMS)[number];

export const TRANSFER_TYPES = ['in', 'out'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const LEAGUE_TYPES = ['public', 'private'] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];

/** A league's table (docs/game-rules.md §8.9): classic (season points) or head-to-head (a fixture per event). */
export const LEAGUE_FORMATS = ['classic', 'head_to_head'] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CONTACT_CATEGORIES = ['general', 'support', 'bug', 'feature', 'league'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const LANGUAGES = ['en', 'it', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The cookie in which the browser tells the server the language it shows (the choice itself is in localStorage). */
export const LANGUAGE_COOKIE = 'language';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
