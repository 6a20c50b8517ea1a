import { LIVE_LIMITS, STAGE_RESULT_STATUSES, type ImportStagesBody, type StageResultStatus } from '@shared/api/live';
import type { StageRowIssue } from '@shared/game/stage-rows';

/**
 * Reading a stage file (docs/live-stage-import.md) into rows, before any driver or stage is looked up. CSV
 * rows are numbered from 1 after the header, JSON rows from 1 across every stage in file order, so a refusal
 * points at the line the admin sees.
 */

export interface ImportedStageRow {
  row: number;
  stage: number;
  /** A driver id (digits only) or an exact driver name. */
  driver: string;
  status: StageResultStatus;
  time: string | null;
  penalty: string | null;
  restarted: boolean;
}

const COLUMNS = ['stage', 'driver', 'status', 'time', 'penalty', 'restarted'] as const;

/** One CSV line into fields: commas separate, double quotes enclose a field, "" is a quote inside one. */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

interface RawRow {
  row: number;
  stage: unknown;
  driver: unknown;
  status: unknown;
  time: unknown;
  penalty: unknown;
  restarted: unknown;
}

function toRow(raw: RawRow, issues: StageRowIssue[]): ImportedStageRow | null {
  const issue = (field: string, message: string) => issues.push({ row: raw.row, field, message: `Row ${raw.row}: ${message}` });
  const before = issues.length;
  const stage = typeof raw.stage === 'number' ? raw.stage : typeof raw.stage === 'string' && /^\d{1,3}$/.test(raw.stage) ? Number(raw.stage) : NaN;
  if (!Number.isInteger(stage) || stage < 1) issue('stage', 'stage must be a stage number');
  const driver = typeof raw.driver === 'number' ? String(raw.driver) : typeof raw.driver === 'string' ? raw.driver.trim() : '';
  if (driver === '' || driver.length > 100) issue('driver', 'driver is required (a driver id or name)');
  const statusText = raw.status === undefined || raw.status === null || raw.status === '' ? 'finished' : raw.status;
  const status = STAGE_RESULT_STATUSES.find((s) => s === statusText);
  if (!status) issue('status', `status must be one of ${STAGE_RESULT_STATUSES.join(', ')}`);
  const text = (v: unknown, field: string): string | null => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' || v.length > LIVE_LIMITS.maxTimeTextLength) {
      issue(field, `${field} must be a time as m:ss.t`);
      return null;
    }
    return v;
  };
  const time = text(raw.time, 'time');
  const penalty = text(raw.penalty, 'penalty');
  const r = raw.restarted;
  const restarted = r === true || (typeof r === 'string' && ['yes', 'true', '1'].includes(r.toLowerCase()));
  const notRestarted = r === undefined || r === null || r === false || (typeof r === 'string' && ['', 'no', 'false', '0'].includes(r.toLowerCase()));
  if (!restarted && !notRestarted) issue('restarted', 'restarted must be yes or no');
  if (issues.length > before || !status) return null;
  return { row: raw.row, stage, driver, status, time, penalty, restarted };
}

function readCsv(content: string, issues: StageRowIssue[]): RawRow[] {
  const lines = content.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const missing = ['stage', 'driver'].filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (missing.length > 0 || unknown.length > 0) {
    issues.push({
      row: 0,
      field: 'header',
      message: `The header must name the columns ${COLUMNS.join(',')} (stage and driver required)`,
    });
    return [];
  }
  return lines.slice(1).map((line, i) => {
    const fields = splitCsvLine(line);
    const get = (c: string) => {
      const at = header.indexOf(c);
      return at < 0 ? undefined : fields[at];
    };
    return { row: i + 1, stage: get('stage'), driver: get('driver'), status: get('status'), time: get('time'), penalty: get('penalty'), restarted: get('restarted') };
  });
}

function readJson(content: string, issues: StageRowIssue[]): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    issues.push({ row: 0, field: 'content', message: 'The file is not valid JSON' });
    return [];
  }
  const stagesList = (parsed as { stages?: unknown } | null)?.stages;
  if (!Array.isArray(stagesList)) {
    issues.push({ row: 0, field: 'stages', message: 'The file must be an object with a "stages" list' });
    return [];
  }
  const out: RawRow[] = [];
  for (const s of stagesList as unknown[]) {
    const stage = (s as { stage?: unknown } | null)?.stage;
    const results = (s as { results?: unknown } | null)?.results;
    if (!Array.isArray(results)) {
      issues.push({ row: out.length + 1, field: 'results', message: `Stage ${String(stage)}: "results" must be a list` });
      continue;
    }
    for (const r of results as unknown[]) {
      const o = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
      out.push({ row: out.length + 1, stage, driver: o.driver ?? o.driverId, status: o.status, time: o.time, penalty: o.penalty, restarted: o.restarted });
    }
  }
  return out;
}

/** The file's rows, or the issues that refuse it (then `rows` is empty). */
export function readStageFile(body: ImportStagesBody): { rows: ImportedStageRow[]; issues: StageRowIssue[] } {
  const issues: StageRowIssue[] = [];
  const raw = body.format === 'csv' ? readCsv(body.content, issues) : readJson(body.content, issues);
  if (issues.length === 0 && raw.length === 0) issues.push({ row: 0, field: 'content', message: 'The file has no rows' });
  if (raw.length > LIVE_LIMITS.maxImportRows) {
    issues.push({ row: LIVE_LIMITS.maxImportRows + 1, field: 'content', message: `A file holds at most ${LIVE_LIMITS.maxImportRows} rows` });
  }
  const rows = raw.flatMap((r) => toRow(r, issues) ?? []);
  return issues.length === 0 ? { rows, issues } : { rows: [], issues };
}
