import { useTranslation } from 'react-i18next';
import { Skeleton } from '@web/components/ui/skeleton';
import { useEventReach } from '../api/get-event-reach';
import { formatDateTime } from '../lib/format';
import { ErrorAlert } from './error-alert';

const COUNTS = ['planned', 'sent', 'failed', 'lost'] as const;

/** What the reminder job planned and sent for one event (docs/decisions/0195): a row per kind. */
export function EventReachReport({ eventId }: { eventId: number }) {
  const { t } = useTranslation('reach');
  const report = useEventReach(eventId);
  return (
    <section className="space-y-3">
      <div>
        <h2 id="admin-reach-heading" className="text-xl font-bold">
          {t('admin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
      </div>
      <ErrorAlert error={report.error} />
      {report.isPending ? (
        <Skeleton className="h-32 w-full" aria-busy="true" />
      ) : report.data ? (
        // One line per cell: on a phone the table scrolls sideways instead of breaking dates word by word, so the
        // frame takes focus to be scrolled from the keyboard (WCAG 2.1.1). It is the one region the heading
        // names; the section around it stays unnamed, so there are not two landmarks of one name.
        <div
          role="region"
          aria-labelledby="admin-reach-heading"
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <table className="w-full text-sm whitespace-nowrap">
            <caption className="sr-only">{t('admin.title')}</caption>
            <thead className="bg-muted/60 text-left text-xs font-semibold text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('admin.kind')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.due')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.until')}
                </th>
                {COUNTS.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-right">
                    {t(`admin.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {report.data.kinds.map((k) => (
                <tr key={k.kind}>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {t(`admin.kinds.${k.kind}`)}
                  </th>
                  <td className="px-3 py-2">{k.dueAt ? formatDateTime(k.dueAt) : t('admin.notYet')}</td>
                  <td className="px-3 py-2">{k.until ? formatDateTime(k.until) : '—'}</td>
                  {COUNTS.map((c) => (
                    <td key={c} className="px-3 py-2 text-right tabular-nums">
                      {k[c]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
