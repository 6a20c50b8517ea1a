import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventResultDto } from '@shared/api/events';
import type { EventStatus } from '@shared/constants/enums';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

interface ResultsTableProps {
  eventName: string;
  eventStatus: EventStatus;
  results: EventResultDto[] | undefined;
  loading: boolean;
  failed: boolean;
}

const PODIUM = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
];

/** The three Results states of spec §2: not completed, completed without rows, and the classification. */
export function ResultsTable({ eventName, eventStatus, results, loading, failed }: ResultsTableProps) {
  const { t } = useTranslation('events');
  if (eventStatus !== 'completed') {
    return <p className="py-10 text-center text-muted-foreground">{t('results.notCompleted')}</p>;
  }
  if (loading) {
    return (
      <div role="status" aria-live="polite" className="space-y-2">
        <span className="sr-only">{t('results.loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (failed) {
    return <p className="py-8 text-center text-sm text-danger">{t('results.failed')}</p>;
  }
  if (!results || results.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('results.empty')}</p>;
  }
  return (
    <div className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('results.caption', { name: eventName })}</caption>
        <thead>
          <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-14 py-2.5 pr-2 pl-5 font-semibold sm:pl-3">
              {t('results.position')}
            </th>
            <th scope="col" className="px-2 py-2.5 font-semibold">
              {t('results.driver')}
            </th>
            <th scope="col" className="hidden px-2 py-2.5 font-semibold md:table-cell">
              {t('results.team')}
            </th>
            <th scope="col" className="px-2 py-2.5 text-right font-semibold">
              {t('results.time')}
            </th>
            <th scope="col" className="py-2.5 pr-5 pl-2 text-right font-semibold sm:pr-3">
              {t('results.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.driver.id} className="border-b border-border last:border-0">
              <td className="py-3 pr-2 pl-5 sm:pl-3">
                {r.position !== null && r.status === 'finished' ? (
                  <span
                    className={cn(
                      'inline-flex size-8 items-center justify-center rounded-full font-display text-base font-bold',
                      PODIUM[r.position - 1] ?? 'bg-muted text-foreground',
                    )}
                  >
                    {r.position}
                  </span>
                ) : (
                  <abbr
                    title={t(`results.finishStatusLong.${r.status}`)}
                    className="inline-flex h-8 items-center rounded-full bg-danger-soft px-2 text-xs font-bold text-danger no-underline"
                  >
                    {t(`results.finishStatus.${r.status}`)}
                  </abbr>
                )}
              </td>
              <th scope="row" className="px-2 py-3 font-semibold">
                <Link to={`/drivers/${r.driver.id}`} className="hover:text-accent-text hover:underline">
                  {r.driver.name}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground md:hidden">
                  {r.driver.team}
                </span>
              </th>
              <td className="hidden px-2 py-3 text-muted-foreground md:table-cell">{r.driver.team}</td>
              <td className="px-2 py-3 text-right whitespace-nowrap tabular-nums">{r.time ?? '—'}</td>
              <td className="py-3 pr-5 pl-2 text-right font-display text-base font-bold tabular-nums sm:pr-3">
                {r.points}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
