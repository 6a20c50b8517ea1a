import {
  API_TOKEN_LIMITS,
  CONTACT_LIMITS,
  EVENT_LIMITS,
  FULL_NAME_MAX_LENGTH,
  LEADERBOARD_LIMITS,
  LEAGUE_LIMITS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_LIMITS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants/limits';
import { LANGUAGES } from './constants/enums';

/**
 * The one catalogue of the messages the server answers with (issue 9 part 4), grouped by area. Each text is
 * defined once (src/shared/messages.test.ts checks it) and shared by the server and the web; services throw
 * AppError with one of these, never a literal.
 */

/** Texts several forms and areas share. */
export const COMMON_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailInvalid: 'Please enter a valid email address',
  controlCharacters: 'Must not contain control characters',
  eventNotFound: 'Event not found',
  userNotFound: 'User not found',
} as const;

export const CHAMPIONSHIP_MESSAGES = {
  teamNotFound: 'Constructor team not found',
  driverNotFound: 'Driver not found',
} as const;

export const MESSAGES = {
  unauthenticated: 'User not authenticated',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  badOrigin: 'Cross-site request refused',
  untrustedAddress:
    'The game was opened at an address the server does not know. Open it at its usual address, or ask whoever runs it to add this one (PUBLIC_URL or TRUSTED_ORIGINS).',
  jsonOnly: 'Requests that change data must send a JSON body (Content-Type: application/json)',
  badUnsubscribeLink: 'This unsubscribe link is not valid',
  badPushEndpoint: 'A push endpoint must be an https address',
} as const;

export const INPUT_MESSAGES = {
  badPath: 'The request path is not in canonical form',
  nul: 'Text must not contain NUL characters',
  tooDeep: 'The JSON body is nested too deeply',
} as const;

// The product spec's error texts, word for word, plus our own where it has none.
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  loginFailed: 'Failed to login',
  registerFailed: 'Failed to register',
  logoutFailed: 'Failed to logout',
  registrationClosed: 'Registration Currently Closed',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  tooManySignIns: 'Too many sign-in attempts. Please try again in a few minutes.',
  tooManySignUps: 'Too many accounts created from this network. Please try again later.',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again in a few minutes.',
  tooManyUsernameChecks: 'Too many username checks from this network. Please try again in a few minutes.',
  accountDisabled: 'This account has been disabled. Please contact support if you think this is a mistake.',
} as const;

export const ADMIN_RESULTS_MESSAGES = {
  eventNotFound: COMMON_MESSAGES.eventNotFound,
  jobNotFound: 'Job not found',
  notStarted: 'Results can only be published once the event has started',
  nothingToPublish: 'Save the results before publishing',
  invalidResults: 'Invalid results',
  roundListedTwice: (round: number) => `round ${round} is listed twice`,
} as const;

/** The live weekend's admin answers (issue 29); row issues name row and field and have no code. */
export const LIVE_MESSAGES = {
  eventNotFound: COMMON_MESSAGES.eventNotFound,
  stageNotFound: 'Stage not found in this event',
  stageConflict: 'This stage was saved by someone else in the meantime. Reload it and try again',
  notStarted: 'Stage results can be entered once the event has started',
  invalidStageResults: 'Invalid stage results',
} as const;

// Personal API tokens (issue 34, docs/decisions/0213-api-tokens.md).
export const API_TOKEN_MESSAGES = {
  invalid: 'This API token is not valid',
  revoked: 'This API token has been revoked',
  readOnly: 'API tokens can only read: this request needs you to be signed in on the website',
  tooMany: 'Too many requests with this API token. Wait a little and try again',
  limitReached: `You can keep at most ${API_TOKEN_LIMITS.perUser} API tokens. Revoke one to make another`,
  notFound: 'API token not found',
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameTooLong: `Name must be at most ${API_TOKEN_LIMITS.name} characters`,
} as const;

export const LEAGUE_MESSAGES = {
  // The product spec's error and validation texts, verbatim.
  invalidCode: 'Invalid invite code',
  alreadyMember: 'You are already a member of this league',
  // Ours (the spec is silent), kept in one place so tests and screens cannot drift.
  notFound: 'League not found',
  notAdmin: 'Only a league admin can do this',
  notMember: 'You are not a member of this league',
  memberNotFound: 'This user is not a member of the league',
  lastAdminLeave: 'Make another member a league admin before leaving',
  lastAdmin: 'A league must keep at least one admin',
  removeSelf: 'Use Leave League to leave your own league',
  tooManyCodes: 'Too many invalid invite codes. Please wait a few minutes and try again.',
  nameRequired: 'League name is required',
  nameTooLong: `League name must be at most ${LEAGUE_LIMITS.name} characters`,
  descriptionTooLong: `Description must be at most ${LEAGUE_LIMITS.description} characters`,
  rulesTooLong: `Rules must be at most ${LEAGUE_LIMITS.rules} characters`,
  controlCharacters: 'Text cannot contain control characters',
  codeRequired: 'Invite code is required',
  searchTooLong: `Search must be at most ${LEAGUE_LIMITS.search} characters`,
  tooManyOwned: `You already have ${LEAGUE_LIMITS.maxOwned} leagues. Delete one you no longer use to create another.`,
  creatingTooFast: 'You are creating leagues too quickly. Please wait a few minutes and try again.',
  formatLocked: "The league's format cannot change after its first event has locked: its fixtures are drawn",
  formatInvalid: 'Format must be classic or head-to-head',
  // Rivals side by side (issue 31 part 4, docs/decisions/0211): a member's team is for fellow members only,
  // and a lineup is never shown before its event's lock (it could be copied).
  teamsForMembers: 'Only members of this league can see the teams of its members',
  rivalNotLocked: 'The lineups of other managers for an event are shown once it has locked',
  // The global leaderboard (docs/decisions/0212).
  leaderboardCursorInvalid: 'Invalid page cursor: ask for the first page again',
  leaderboardSearchRequired: 'Type the start of a username to search',
  leaderboardSearchTooLong: `Search must be at most ${LEADERBOARD_LIMITS.search} characters`,
  leaderboardSearchInvalid: 'A username has only letters, digits, underscores and dots',
} as const;

export const INBOX_MESSAGES = {
  messageNotFound: 'Message not found',
  nothingToChange: 'Say what to change: read or handled',
} as const;

export const ADMIN_USER_MESSAGES = {
  userNotFound: COMMON_MESSAGES.userNotFound,
  lastAdmin: 'You are the last admin: make someone else an admin before stepping down',
  cannotDisableSelf: 'You cannot disable your own account',
  demoteBeforeDisable: 'Remove the admin role before disabling this account',
  reasonTooLong: `Reason must be at most ${USER_LIMITS.reason} characters`,
  roleInvalid: 'Role must be user or admin',
  controlCharacters: COMMON_MESSAGES.controlCharacters,
} as const;

export const AUTH_INPUT_MESSAGES = {
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooLong: AUTH_MESSAGES.passwordTooLong,
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters long`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters long`,
  usernameInvalid: 'Username may only contain letters, numbers, underscores and dots',
  emailInvalid: COMMON_MESSAGES.emailInvalid,
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameTooLong: COMMON_MESSAGES.nameTooLong,
} as const;

export const ADMIN_EVENT_MESSAGES = {
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameTooLong: COMMON_MESSAGES.nameTooLong,
  countryRequired: 'Country is required',
  countryTooLong: `Country must be at most ${EVENT_LIMITS.country} characters`,
  locationTooLong: `Location must be at most ${EVENT_LIMITS.location} characters`,
  descriptionTooLong: `Description must be at most ${EVENT_LIMITS.description} characters`,
  descriptionLanguageInvalid: `The description's language must be one of ${LANGUAGES.join(', ')}`,
  descriptionLanguageWithoutText: `A description's language can only be sent with the description`,
  imageUrlInvalid: 'Image URL must start with https://, http:// or /',
  imageUrlTooLong: `Image URL must be at most ${EVENT_LIMITS.imageUrl} characters`,
  dateInvalid: 'Enter a date and time',
  seasonInvalid: `Season must be a year from ${EVENT_LIMITS.minSeason} to ${EVENT_LIMITS.maxSeason}`,
  roundInvalid: `Round must be a whole number from 1 to ${EVENT_LIMITS.maxRound}`,
  surfaceInvalid: 'Choose a surface',
  controlCharacters: COMMON_MESSAGES.controlCharacters,
  endBeforeStart: 'The end date must be on or after the start date',
  roundTaken: 'Another event already has this round in this season',
  startApartFromFirstStage: "The start must be the first stage's start: move the stages with it, or change the first stage first",
  shiftStagesInvalid: 'Moving the stages with the start is yes (true) or no (false)',
  eventNotFound: COMMON_MESSAGES.eventNotFound,
  stageNotFound: 'Stage not found',
  stageNameRequired: 'Stage name is required',
  stageNameTooLong: `Stage name must be at most ${EVENT_LIMITS.stageName} characters`,
  stageNumberInvalid: `Stage number must be a whole number from 1 to ${EVENT_LIMITS.maxStageNumber}`,
  stageLengthInvalid: `Length must be more than 0 and at most ${EVENT_LIMITS.maxStageLengthKm} km`,
  stageNumberTaken: 'This event already has a stage with this number',
  powerStageTaken: 'This event already has a power stage: untick it there first',
  driverUnknown: 'Unknown driver',
  driverTwice: 'A driver can be entered only once',
  carNumberInvalid: `Car number must be a whole number from 1 to ${EVENT_LIMITS.maxCarNumber}`,
  carNumberTwice: 'Two entries cannot share a car number',
  tooManyEntries: `At most ${EVENT_LIMITS.maxEntries} entries`,
  entryHasResult: 'A driver with a result in this event cannot leave the entry list',
} as const;

/** The refusal messages of the product spec's error texts (and docs/decisions/0050-my-team-api.md), shared so tests and screens cannot drift from them. */
export const FANTASY_MESSAGES = {
  noTeam: 'You need to create a team before purchasing drivers',
  teamFull: 'Your team already has the maximum number of drivers (5)',
  budgetShort: 'Not enough budget to purchase this driver',
  alreadyOnTeam: 'This driver is already in your team',
  teamExists: 'You already have a fantasy team',
  driverNotFound: CHAMPIONSHIP_MESSAGES.driverNotFound,
  driverNotOnTeam: 'This driver is not in your team',
  teamNotFound: 'Team not found',
  budgetTrap: 'After this purchase your budget would not cover the cheapest drivers for your free seats. Confirm to buy anyway.',
  // docs/game-rules.md §5.4: the captain is named from the lineup, before the lock, like a prediction (§2.3).
  captainNotInLineup: 'Your captain must be one of the drivers in your team',
  captainLocked: 'The captain is locked for this event: you can change it again once its results are published',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameTooLong: COMMON_MESSAGES.nameTooLong,
  emailRequired: 'Email is required',
  emailInvalid: COMMON_MESSAGES.emailInvalid,
  emailTooLong: `Email must be at most ${CONTACT_LIMITS.email} characters`,
  categoryInvalid: 'Please choose one of the listed categories',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  tooMany: 'Too many messages sent from this network. Please try again later.',
} as const;

/** The product spec's prediction messages word for word, plus the ones the spec leaves open (docs/decisions/0070). */
export const PREDICTION_MESSAGES = {
  missingPick: 'Please select drivers for all podium positions',
  duplicateDriver: 'You cannot select the same driver for multiple positions',
  eventNotFound: 'Event ID or user not found',
  closed: 'Predictions are closed for this event',
  driverNotEntered: 'Please select drivers entered in this event',
  crowdHidden: 'Crowd picks are shown once predictions close',
} as const;

/** The account screens' own texts (the product spec's Settings screen; ours where it has none). */
export const ACCOUNT_MESSAGES = {
  saved: 'Your settings have been saved successfully!',
  usernameTaken: 'Username is already taken. Please try another.',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  countryInvalid: 'Please choose a country from the list',
  languageInvalid: 'Please choose one of the listed languages',
  themeInvalid: 'Please choose light, dark or system',
  nothingToSave: 'Nothing to save',
  passwordRequired: 'Please enter your password',
  wrongPassword: 'The password is not correct',
  tooManyPasswordChecks: 'Too many password attempts. Please try again in a few minutes.',
  lastSiteAdmin: 'You are the last admin: make someone else an admin before deleting your account',
  resetRequested:
    'If an account exists for that email, we have sent a link to reset the password. It is valid for one hour.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;

export const PLAYER_MESSAGES = {
  userNotFound: COMMON_MESSAGES.userNotFound,
  /** Explain my points (issue 31 part 5): an event the engine has not scored for the caller. */
  notScored: 'You have no points for this event yet: it is explained once its results are published',
} as const;
