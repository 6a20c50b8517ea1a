import { useMemo, useState } from 'react';
import { Save, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { entriesBodySchema, EVENT_LIMITS, type AdminEntry } from '@shared/api/admin-events';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDriverOptions } from '../api/get-drivers';
import { useSetEntries } from '../api/set-entries';
import { ErrorAlert } from './error-alert';

interface Row {
  entered: boolean;
  carNumber: string;
}

/**
 * Who starts the event: a tick per driver and the car number. Drivers with a published result are locked
 * in (the server refuses to drop them; the box says why before anyone tries).
 */
export function EntryListEditor({ eventId, entries }: { eventId: number; entries: AdminEntry[] }) {
  const { t } = useTranslation('admin');
  const drivers = useDriverOptions();
  const save = useSetEntries();
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const locked = useMemo(() => new Set(entries.filter((e) => e.hasResult).map((e) => e.driverId)), [entries]);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(entries.map((e) => [e.driverId, { entered: true, carNumber: e.carNumber === null ? '' : String(e.carNumber) }])),
  );

  const row = (driverId: number, fallbackNumber: number | null): Row =>
    rows[driverId] ?? { entered: false, carNumber: fallbackNumber === null ? '' : String(fallbackNumber) };
  const update = (driverId: number, fallbackNumber: number | null, change: Partial<Row>) => {
    setRows((r) => ({ ...r, [driverId]: { ...row(driverId, fallbackNumber), ...change } }));
    setSaved(false);
    setError(null);
  };

  const list = drivers.data ?? [];
  const shown = list.filter((d) => d.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const enteredCount = list.filter((d) => row(d.id, d.carNumber).entered).length;

  function submit() {
    const body = {
      entries: list
        .filter((d) => row(d.id, d.carNumber).entered)
        .map((d) => {
          const text = row(d.id, d.carNumber).carNumber.trim();
          return { driverId: d.id, carNumber: text === '' ? null : Number(text) };
        }),
    };
    const parsed = entriesBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('errors.generic'));
      return;
    }
    save.mutate({ eventId, body }, { onSuccess: () => setSaved(true) });
  }

  return (
    <section aria-labelledby="admin-entries-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="admin-entries-heading" className="text-xl font-bold">
            {t('entries.title')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('entries.count', { count: enteredCount, max: EVENT_LIMITS.maxEntries })}
          </p>
        </div>
        <div className="w-full sm:w-64">
          <Label htmlFor="admin-entry-filter" className="sr-only">
            {t('entries.filter')}
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id="admin-entry-filter" className="pl-9" placeholder={t('entries.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          </div>
        </div>
      </div>
      {error ? <Alert tone="danger" onDismiss={() => setError(null)}>{error}</Alert> : null}
      <ErrorAlert error={save.error} onDismiss={() => save.reset()} />
      {saved ? <Alert tone="success">{t('entries.saved')}</Alert> : null}
      <ErrorAlert error={drivers.error} />
      {drivers.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : (
        <div className="overflow-hidden rounded-xl border border-border bg-card">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('entries.title')}</caption>
            <thead className="bg-muted/60 text-left text-xs font-semibold text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-14 px-3 py-2">
                  {t('entries.starts')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('entries.driver')}
                </th>
                <th scope="col" className="w-28 px-3 py-2">
                  {t('entries.carNumber')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {shown.map((d) => {
                const r = row(d.id, d.carNumber);
                const isLocked = locked.has(d.id);
                return (
                  <tr key={d.id} data-testid="admin-entry-row">
                    <td className="px-3 py-1.5">
                      <input
                        type="checkbox"
                        id={`entry-${d.id}`}
                        className="size-5 cursor-pointer accent-primary disabled:cursor-not-allowed"
                        checked={r.entered}
                        disabled={isLocked}
                        aria-describedby={isLocked ? `entry-${d.id}-locked` : undefined}
                        onChange={(e) => update(d.id, d.carNumber, { entered: e.target.checked })}
                      />
                    </td>
                    <td className="px-3 py-1.5">
                      <label htmlFor={`entry-${d.id}`} className="cursor-pointer font-semibold">
                        {d.name}
                      </label>
                      <span className="block text-xs text-muted-foreground">
                        {d.team ?? '—'}
                        {isLocked ? <span id={`entry-${d.id}-locked`}> · {t('entries.locked')}</span> : null}
                      </span>
                    </td>
                    <td className="px-3 py-1.5">
                      <Input
                        aria-label={t('entries.carNumberOf', { name: d.name })}
                        inputMode="numeric"
                        className="h-9"
                        value={r.carNumber}
                        disabled={!r.entered}
                        onChange={(e) => update(d.id, d.carNumber, { carNumber: e.target.value })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Button onClick={submit} loading={save.isPending} loadingText={t('saving')} disabled={drivers.isPending} data-testid="admin-entries-save">
        <Save aria-hidden="true" className="size-4" />
        {t('entries.save')}
      </Button>
    </section>
  );
}
