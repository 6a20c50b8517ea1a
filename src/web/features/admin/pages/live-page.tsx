import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAGE_RESULT_STATUSES, type StageResultStatus } from '@shared/api/live-constants';
import type { AdminLiveResponse } from '@shared/api/live';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Select } from '@web/components/ui/form-controls';
import { Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminEvents } from '../api/get-admin-events';
import { refusedRows, useAdminLive, useImportLiveStages, useSaveLiveStage } from '../api/live-stages';
import { ErrorAlert } from '../components/error-alert';
import { RefusedRowsAlert } from '../components/refused-rows-alert';
import { isApiError } from '@web/lib/api-client';

type Stage = AdminLiveResponse['stages'][number];
interface RowDraft {
  status: StageResultStatus;
  time: string;
  penalty: string;
  restarted: boolean;
}

/** /admin/live?event=ID&stage=ID: an active event's stages typed in one by one, or imported from a file. */
export function AdminLivePage() {
  const { t } = useTranslation('live');
  useDocumentTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const events = useAdminEvents();
  const active = (events.data ?? []).filter((e) => e.status === 'active');
  const raw = Number(params.get('event'));
  // With one active event (the usual weekend) it is chosen without asking.
  const eventId = Number.isInteger(raw) && raw > 0 ? raw : active.length === 1 ? active[0]!.id : null;
  const live = useAdminLive(eventId);

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {events.isSuccess && active.length === 0 && eventId === null ? (
        <p className="text-muted-foreground">{t('admin.noActive')}</p>
      ) : (
        <div className="max-w-md">
          <Label htmlFor="admin-live-event">{t('admin.event')}</Label>
          <Select
            id="admin-live-event"
            value={eventId === null ? '' : String(eventId)}
            disabled={events.isPending}
            onChange={(e) => setParams(e.target.value ? { event: e.target.value } : {})}
          >
            <option value="">{t('admin.chooseEvent')}</option>
            {active.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <ErrorAlert error={events.error} />
      {eventId === null ? null : live.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('admin.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : live.error ? (
        <ErrorAlert error={live.error} />
      ) : (
        <LiveEditor data={live.data} />
      )}
    </div>
  );
}

function LiveEditor({ data }: { data: AdminLiveResponse }) {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  // The save lives here, not in the form: a published stage comes back with a new revision (a fresh form) or the
  // editor moves on to the next stage, and the word that it was published must outlive both.
  const save = useSaveLiveStage(data.event.id);
  const savedStage = save.isSuccess ? data.stages.find((s) => s.id === save.variables.stageId) : undefined;
  const wanted = Number(params.get('stage'));
  // Without a choice: the first stage not yet published (the one the admin is about to type), else the last.
  const stage =
    data.stages.find((s) => s.id === wanted) ?? data.stages.find((s) => !s.published) ?? data.stages.at(-1) ?? null;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="admin-live-progress">
        {t('admin.progress', { done: data.event.publishedStageCount, total: data.event.stageCount })}
      </p>
      {data.draftFilled ? (
        <Alert tone="info">
          <Link to={`/admin/results?event=${data.event.id}`} className="font-semibold underline">
            {t('admin.draftFilled')}
          </Link>
        </Alert>
      ) : null}
      {stage ? (
        <>
          <div className="max-w-md">
            <Label htmlFor="admin-live-stage">{t('admin.stage')}</Label>
            <Select
              id="admin-live-stage"
              value={String(stage.id)}
              onChange={(e) => {
                const next = new URLSearchParams(params);
                next.set('event', String(data.event.id));
                next.set('stage', e.target.value);
                setParams(next, { replace: true });
              }}
            >
              {data.stages.map((s) => (
                <option key={s.id} value={s.id}>
                  {t(s.published ? 'admin.stageOptionSaved' : 'admin.stageOption', {
                    stage: t('stageCode', { number: s.number }),
                    name: s.name,
                  })}
                </option>
              ))}
            </Select>
          </div>
          {/* A new stage or a new revision starts a fresh form from what is saved. */}
          <StageForm key={`${stage.id}:${stage.revision}`} data={data} stage={stage} save={save} />
        </>
      ) : null}
      <p role="status" className="text-sm font-semibold text-success" data-testid="admin-live-saved">
        {savedStage ? t('admin.saved', { stage: t('stageCode', { number: savedStage.number }) }) : ''}
      </p>
      <ImportForm eventId={data.event.id} />
    </div>
  );
}

function draftsOf(data: AdminLiveResponse, stage: Stage): Record<number, RowDraft> {
  const saved = new Map(stage.results.map((r) => [r.driverId, r]));
  return Object.fromEntries(
    data.entries.map((d) => {
      const r = saved.get(d.id);
      return [d.id, { status: r?.status ?? 'finished', time: r?.time ?? '', penalty: r?.penalty ?? '', restarted: r?.restarted ?? false }];
    }),
  );
}

/** A row the admin filled in: a time, a penalty or a status other than finished. Blank rows are not sent. */
const isFilled = (row: RowDraft) => row.status !== 'finished' || row.time.trim() !== '' || row.penalty.trim() !== '';

function StageForm({ data, stage, save }: { data: AdminLiveResponse; stage: Stage; save: ReturnType<typeof useSaveLiveStage> }) {
  const { t } = useTranslation('live');
  const [rows, setRows] = useState(() => draftsOf(data, stage));
  const [sent, setSent] = useState<number[]>([]);
  const code = t('stageCode', { number: stage.number });
  const issues = refusedRows(save.error);
  // A refusal's row is 1-based in the rows sent: back to the driver it was about.
  const issueOf = (driverId: number, field: string) =>
    issues.find((i) => sent[i.row - 1] === driverId && i.field === field) ?? null;
  const nameOf = (driverId: number | undefined) => data.entries.find((d) => d.id === driverId)?.name ?? '';
  const update = (driverId: number, change: Partial<RowDraft>) => setRows((r) => ({ ...r, [driverId]: { ...r[driverId]!, ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = data.entries.filter((d) => isFilled(rows[d.id]!));
    setSent(filled.map((d) => d.id));
    save.mutate({
      stageId: stage.id,
      body: {
        revision: stage.revision,
        results: filled.map((d) => {
          const row = rows[d.id]!;
          return {
            driverId: d.id,
            status: row.status,
            time: row.status === 'finished' ? row.time.trim() : null,
            penalty: row.penalty.trim() === '' ? null : row.penalty.trim(),
            restarted: row.status === 'retired' && row.restarted,
          };
        }),
      },
    });
  };

  const conflict = isApiError(save.error) && save.error.status === 409;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {code} · {stage.name}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          {issues.length > 0 ? (
            <RefusedRowsAlert
              issues={issues}
              line={(i, field) => t('admin.driverError', { name: nameOf(sent[i.row - 1]), field, message: i.message })}
              onDismiss={() => save.reset()}
              testId="admin-live-issues"
            />
          ) : conflict ? (
            <Alert tone="warning" onDismiss={() => save.reset()}>
              {t('admin.conflict')}
            </Alert>
          ) : (
            <ErrorAlert error={save.error} onDismiss={() => save.reset()} />
          )}
          {/* On a phone the grid scrolls sideways: the time, what is typed on every row, comes right after the
              driver, and the driver's name stays put so a scrolled row still says whose it is. */}
          <div className="-mx-5 relative overflow-x-auto sm:mx-0">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  <th scope="col" className="sticky left-0 z-10 bg-card py-2 pr-2 pl-5 sm:pl-0">{t('admin.driver')}</th>
                  <th scope="col" className="px-2 py-2">{t('admin.time')}</th>
                  <th scope="col" className="px-2 py-2">{t('admin.penalty')}</th>
                  <th scope="col" className="px-2 py-2">{t('admin.status')}</th>
                  <th scope="col" className="py-2 pr-5 pl-2 sm:pr-0">{t('admin.restarted')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((d) => {
                  const row = rows[d.id]!;
                  const timeIssue = issueOf(d.id, 'time');
                  const penaltyIssue = issueOf(d.id, 'penalty');
                  return (
                    <tr key={d.id} data-testid="admin-live-row" className="border-b border-border last:border-0">
                      <th scope="row" className="sticky left-0 z-10 bg-card py-2 pr-2 pl-5 text-left font-semibold whitespace-nowrap sm:pl-0">
                        {d.carNumber !== null ? <span className="mr-1.5 font-mono text-xs text-muted-foreground">#{d.carNumber}</span> : null}
                        {d.name}
                      </th>
                      <td className="px-2 py-2">
                        <Input
                          aria-label={t('admin.timeOf', { name: d.name })}
                          value={row.status === 'finished' ? row.time : ''}
                          disabled={row.status !== 'finished'}
                          onChange={(e) => update(d.id, { time: e.target.value })}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="5:12.3"
                          invalid={timeIssue !== null}
                          className="w-24 font-mono"
                        />
                      </td>
                      <td className="px-2 py-2">
                        <Input
                          aria-label={t('admin.penaltyOf', { name: d.name })}
                          value={row.penalty}
                          onChange={(e) => update(d.id, { penalty: e.target.value })}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="0:10"
                          invalid={penaltyIssue !== null}
                          className="w-20 font-mono"
                        />
                      </td>
                      <td className="px-2 py-2">
                        <Select
                          aria-label={t('admin.statusOf', { name: d.name })}
                          value={row.status}
                          onChange={(e) => update(d.id, { status: e.target.value as StageResultStatus })}
                          className="min-w-36"
                        >
                          {STAGE_RESULT_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {t(`tab.stageStatus.${s}`)}
                            </option>
                          ))}
                        </Select>
                      </td>
                      <td className="py-2 pr-5 pl-2 sm:pr-0">
                        <input
                          type="checkbox"
                          aria-label={t('admin.restartedOf', { name: d.name })}
                          checked={row.status === 'retired' && row.restarted}
                          disabled={row.status !== 'retired'}
                          onChange={(e) => update(d.id, { restarted: e.target.checked })}
                          className="size-5 accent-brand-600"
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={save.isPending} loadingText={t('admin.saving')}>
              {t('admin.save', { stage: code })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function ImportForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation('live');
  const importStages = useImportLiveStages(eventId);
  const [file, setFile] = useState<File | null>(null);
  const [badType, setBadType] = useState(false);
  const issues = refusedRows(importStages.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const format = /\.csv$/i.test(file.name) ? 'csv' : /\.json$/i.test(file.name) ? 'json' : null;
    setBadType(format === null);
    if (format === null) return;
    importStages.mutate({ format, content: await file.text() });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.import.heading')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('admin.import.description')}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          {issues.length > 0 ? (
            <RefusedRowsAlert
              issues={issues}
              line={(i, field) => t('admin.rowError', { row: i.row, field, message: i.message })}
              onDismiss={() => importStages.reset()}
              testId="admin-live-import-issues"
            />
          ) : (
            <ErrorAlert error={importStages.error} onDismiss={() => importStages.reset()} />
          )}
          {badType ? <Alert tone="danger">{t('admin.import.badType')}</Alert> : null}
          <div className="max-w-md">
            <Label htmlFor="admin-live-file">{t('admin.import.file')}</Label>
            <Input
              id="admin-live-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setBadType(false);
                importStages.reset();
              }}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" disabled={!file} loading={importStages.isPending} loadingText={t('admin.import.importing')}>
              {t('admin.import.submit')}
            </Button>
            <p role="status" className="text-sm font-semibold text-success">
              {importStages.isSuccess ? t('admin.import.done') : ''}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
