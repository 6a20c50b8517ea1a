import {
  ACCOUNT_MESSAGES,
  ADMIN_EVENT_MESSAGES,
  API_TOKEN_MESSAGES,
  ADMIN_RESULTS_MESSAGES,
  ADMIN_USER_MESSAGES,
  AUTH_INPUT_MESSAGES,
  AUTH_MESSAGES,
  CHAMPIONSHIP_MESSAGES,
  COMMON_MESSAGES,
  CONTACT_MESSAGES,
  FANTASY_MESSAGES,
  INBOX_MESSAGES,
  INPUT_MESSAGES,
  LEAGUE_MESSAGES,
  LIVE_MESSAGES,
  MESSAGES,
  NOTIFICATION_MESSAGES,
  PLAYER_MESSAGES,
  PREDICTION_MESSAGES,
} from './messages';

/**
 * Stable codes for the catalogue's texts (issue 15 part 2): `league.invalidCode` for "Invalid invite code".
 * The server sends the code as `messageCode` beside the English `message` of an error answer; the web shows
 * the player's language for it (src/web/locales/<lng>/errors.json, one key per code). Groups are listed in the
 * catalogue's order, so a text shared by reference (`nameRequired: COMMON_MESSAGES.nameRequired`) keeps the
 * code of the group that defines it. A code never changes once given; a new catalogue entry gets a new one.
 */
export const MESSAGE_GROUPS = {
  common: COMMON_MESSAGES,
  championship: CHAMPIONSHIP_MESSAGES,
  general: MESSAGES,
  input: INPUT_MESSAGES,
  auth: AUTH_MESSAGES,
  adminResults: ADMIN_RESULTS_MESSAGES,
  league: LEAGUE_MESSAGES,
  inbox: INBOX_MESSAGES,
  adminUsers: ADMIN_USER_MESSAGES,
  authInput: AUTH_INPUT_MESSAGES,
  adminEvents: ADMIN_EVENT_MESSAGES,
  fantasy: FANTASY_MESSAGES,
  contact: CONTACT_MESSAGES,
  prediction: PREDICTION_MESSAGES,
  account: ACCOUNT_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  player: PLAYER_MESSAGES,
  live: LIVE_MESSAGES,
  apiToken: API_TOKEN_MESSAGES,
} as const;

/** Code → English text, for every fixed text of the catalogue (texts built from a value, like
 * `roundListedTwice(3)`, have no code: they are admin-only and answer in English). */
export const MESSAGE_CATALOGUE: ReadonlyMap<string, string> = (() => {
  const byCode = new Map<string, string>();
  const seen = new Set<string>();
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
    for (const [key, text] of Object.entries(messages as Record<string, unknown>)) {
      if (typeof text !== 'string' || seen.has(text)) continue;
      seen.add(text);
      byCode.set(`${group}.${key}`, text);
    }
  }
  return byCode;
})();

const CODE_OF_TEXT: ReadonlyMap<string, string> = new Map([...MESSAGE_CATALOGUE].map(([code, text]) => [text, code]));

/**
 * The code of a message the server answers with: the catalogue text itself, or a validation answer that puts
 * the field's path in front of it ("name: Name is required"). Undefined for any other text.
 */
export function messageCodeOf(message: string): string | undefined {
  const exact = CODE_OF_TEXT.get(message);
  if (exact) return exact;
  const withPath = /^[\w.[\]-]+: (.+)$/s.exec(message);
  return withPath ? CODE_OF_TEXT.get(withPath[1]!) : undefined;
}
