import { useState } from 'react';
import { Save, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  RESULT_LIMITS,
  saveResultsBodySchema,
  type AdminEventResultsResponse,
  type ResultRow,
} from '@shared/api/admin-results';
import { FINISH_STATUSES, type FinishStatus } from '@shared/constants/enums';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { isApiError } from '@web/lib/api-client';
import { usePublishResults } from '../api/publish-results';
import { useSaveResults } from '../api/save-results';
import { ErrorAlert } from './error-alert';
import { formatDate } from '@web/lib/format-date';

interface CellValues {
  status: FinishStatus;
  position: string;
  time: string;
  championshipPoints: string;
  stageWins: string;
  powerStagePosition: string;
  category: string;
  categoryPosition: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));

function fromRow(row: ResultRow | undefined): CellValues {
  return {
    status: row?.status ?? 'finished',
    position: text(row?.position ?? null),
    time: row?.time ?? '',
    championshipPoints: text(row?.championshipPoints ?? 0),
    stageWins: text(row?.stageWins ?? 0),
    powerStagePosition: text(row?.powerStagePosition ?? null),
    category: row?.category ?? '',
    categoryPosition: text(row?.categoryPosition ?? null),
  };
}

const num = (s: string) => (s.trim() === '' ? null : Number(s));

function toRow(driverId: number, v: CellValues): ResultRow {
  return {
    driverId,
    status: v.status,
    position: v.status === 'finished' ? num(v.position) : null,
    time: v.time.trim() || null,
    championshipPoints: num(v.championshipPoints) ?? 0,
    stageWins: num(v.stageWins) ?? 0,
    powerStagePosition: num(v.powerStagePosition),
    category: v.category.trim() || null,
    categoryPosition: num(v.categoryPosition),
  };
}

type NumberField = 'position' | 'championshipPoints' | 'stageWins' | 'powerStagePosition' | 'categoryPosition';

/**
 * One row per entered driver (issue 10: status, position, time, official points, stage wins, power-stage
 * place, category and its position). The server checks the rules (unique contiguous positions among
 * finishers, unique power-stage places, ranges); a refusal names the row and field, shown above the grid.
 */
export function ResultsGrid({ data, onPublished }: { data: AdminEventResultsResponse; onPublished: (jobId: number) => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveResults();
  const publish = usePublishResults();
  const eventId = data.event.id;
  const source = data.draft ?? data.published;
  const [cells, setCells] = useState<Record<number, CellValues>>(() =>
    Object.fromEntries(data.entries.map((e) => [e.driverId, fromRow(source.find((r) => r.driverId === e.driverId))])),
  );
  const [localError, setLocalError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const set = (driverId: number, field: keyof CellValues, value: string) => {
    setCells((c) => ({ ...c, [driverId]: { ...(c[driverId] ?? fromRow(undefined)), [field]: value } as CellValues }));
    setSaved(false);
    setLocalError(null);
  };

  function body() {
    return { results: data.entries.map((e) => toRow(e.driverId, cells[e.driverId] ?? fromRow(undefined))) };
  }

  function check(): boolean {
    const parsed = saveResultsBodySchema.safeParse(body());
    if (parsed.success) return true;
    const issue = parsed.error.issues[0];
    const index = typeof issue?.path[1] === 'number' ? issue.path[1] : null;
    const driver = index === null ? null : data.entries[index]?.driverName;
    setLocalError(`${driver ? `${driver} · ${String(issue?.path[2] ?? '')}: ` : ''}${issue?.message ?? t('errors.generic')}`);
    return false;
  }

  function saveDraft() {
    if (!check()) return;
    save.mutate({ eventId, body: body() }, { onSuccess: () => setSaved(true) });
  }

  function saveAndPublish() {
    if (!check()) return;
    // The draft is about to become what players see: "Players see nothing" would no longer be true.
    setSaved(false);
    save.mutate(
      { eventId, body: body() },
      { onSuccess: () => publish.mutate(eventId, { onSuccess: (res) => onPublished(res.jobId) }) },
    );
  }

  const issues = isApiError(save.error) ? save.error.message : null;
  const busy = save.isPending || publish.isPending;
  const published = data.publish.state === 'published' || data.publish.state === 'published_with_draft';
  // The banner speaks of a draft players cannot see: only while the server still holds one (a publish started
  // elsewhere, or by the import page, clears it too).
  const draftPending = data.publish.state === 'draft' || data.publish.state === 'published_with_draft';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={published ? 'success' : data.publish.state === 'draft' ? 'warning' : 'neutral'} data-testid="admin-results-state">
          {t(`results.state.${data.publish.state}`)}
        </Badge>
        {data.publish.draftSavedAt ? <span className="text-xs text-muted-foreground">{t('results.draftSaved', { date: formatDate(data.publish.draftSavedAt, 'dateTime') })}</span> : null}
      </div>
      {data.entries.length === 0 ? <Alert tone="warning">{t('results.noEntries')}</Alert> : null}
      {localError ? <Alert tone="danger" onDismiss={() => setLocalError(null)}>{localError}</Alert> : null}
      {issues ? null : <ErrorAlert error={save.error} onDismiss={() => save.reset()} />}
      {issues ? <Alert tone="danger" onDismiss={() => save.reset()}>{issues}</Alert> : null}
      <ErrorAlert error={publish.error} onDismiss={() => publish.reset()} />
      {saved && draftPending ? <Alert tone="success">{t('results.saved')}</Alert> : null}
      <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
        <table className="w-full min-w-[62rem] text-sm" data-testid="admin-results-grid">
          <caption className="sr-only">{t('results.gridCaption', { name: data.event.name })}</caption>
          <thead className="bg-muted/60 text-left text-xs font-semibold text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="sticky left-0 bg-muted px-3 py-2">{t('results.col.driver')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.status')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.position')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.time')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.points')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.stageWins')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.powerStage')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.category')}</th>
              <th scope="col" className="px-2 py-2">{t('results.col.categoryPosition')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.entries.map((entry) => {
              const v = cells[entry.driverId] ?? fromRow(undefined);
              const label = (col: string) => `${entry.driverName} · ${col}`;
              const numberInput = (field: NumberField, col: string, max: number, disabled = false) => (
                <Input
                  aria-label={label(col)}
                  inputMode="numeric"
                  className="h-9 w-20"
                  value={disabled ? '' : v[field]}
                  disabled={disabled}
                  max={max}
                  onChange={(e) => set(entry.driverId, field, e.target.value)}
                />
              );
              return (
                <tr key={entry.driverId} data-testid="admin-result-row">
                  <th scope="row" className="sticky left-0 bg-card px-3 py-1.5 text-left font-semibold whitespace-nowrap">
                    {entry.carNumber !== null ? <span className="mr-1.5 text-xs text-muted-foreground tabular-nums">#{entry.carNumber}</span> : null}
                    {entry.driverName}
                  </th>
                  <td className="px-2 py-1.5">
                    <select
                      aria-label={label(t('results.col.status'))}
                      className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
                      value={v.status}
                      onChange={(e) => set(entry.driverId, 'status', e.target.value)}
                    >
                      {FINISH_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`results.status.${s}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-2 py-1.5">{numberInput('position', t('results.col.position'), RESULT_LIMITS.maxPosition, v.status !== 'finished')}</td>
                  <td className="px-2 py-1.5">
                    <Input aria-label={label(t('results.col.time'))} className="h-9 w-32" maxLength={RESULT_LIMITS.maxTimeLength} value={v.time} onChange={(e) => set(entry.driverId, 'time', e.target.value)} />
                  </td>
                  <td className="px-2 py-1.5">{numberInput('championshipPoints', t('results.col.points'), RESULT_LIMITS.maxChampionshipPoints)}</td>
                  <td className="px-2 py-1.5">{numberInput('stageWins', t('results.col.stageWins'), RESULT_LIMITS.maxStageWins)}</td>
                  <td className="px-2 py-1.5">{numberInput('powerStagePosition', t('results.col.powerStage'), RESULT_LIMITS.maxPowerStagePosition)}</td>
                  <td className="px-2 py-1.5">
                    <Input aria-label={label(t('results.col.category'))} className="h-9 w-24" maxLength={RESULT_LIMITS.maxCategoryLength} value={v.category} onChange={(e) => set(entry.driverId, 'category', e.target.value)} />
                  </td>
                  <td className="px-2 py-1.5">{numberInput('categoryPosition', t('results.col.categoryPosition'), RESULT_LIMITS.maxPosition)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={saveDraft} loading={save.isPending && !publish.isPending} disabled={busy || data.entries.length === 0} data-testid="admin-results-save">
          <Save aria-hidden="true" className="size-4" />
          {t('results.saveDraft')}
        </Button>
        <Button onClick={saveAndPublish} loading={publish.isPending} disabled={busy || data.entries.length === 0} data-testid="admin-results-publish">
          <Send aria-hidden="true" className="size-4" />
          {published ? t('results.publishCorrection') : t('results.publish')}
        </Button>
      </div>
    </div>
  );
}
