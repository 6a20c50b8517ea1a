/**
 * Strict argument reading for the CLIs: an unknown or misspelt flag is an error, never ignored
 * (a typo in `--reset` must not quietly do something else).
 */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

export const SEED_DATE_MIN = '2000-01-01';
export const SEED_DATE_MAX = '2099-12-31';

/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not) and lies in the range the demo season supports. */
export function parseSeedDate(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new CliUsageError(`--date must be a day written YYYY-MM-DD, e.g. --date=2026-11-22 (got "${value}")`);
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new CliUsageError(`--date=${value} is not a day of the calendar`);
  }
  if (value < SEED_DATE_MIN || value > SEED_DATE_MAX) {
    throw new CliUsageError(`--date must be between ${SEED_DATE_MIN} and ${SEED_DATE_MAX} (got ${value})`);
  }
  return date;
}

export interface SeedArgs {
  reset: boolean;
  today: Date | undefined;
}

export function parseSeedArgs(args: readonly string[]): SeedArgs {
  const result: SeedArgs = { reset: false, today: undefined };
  for (const arg of args) {
    if (arg === '--reset') result.reset = true;
    else if (arg.startsWith('--date=')) result.today = parseSeedDate(arg.slice('--date='.length));
    else throw new CliUsageError(`unknown argument "${arg}" (known: --reset, --date=YYYY-MM-DD)`);
  }
  return result;
}
