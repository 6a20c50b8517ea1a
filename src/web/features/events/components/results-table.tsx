import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventResultDto } from '@shared/api/events';
import type { EventStatus } from '@shared/constants/enums';
import { PositionBadge } from '@web/components/ui/position-badge';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { positionGapsBefore } from '../lib/result-gaps';

interface ResultsTableProps {
  eventName: string;
  eventStatus: EventStatus;
  results: EventResultDto[] | undefined;
  loading: boolean;
  failed: boolean;
}


/** The three states of the Results tab: not completed, completed without rows, and the classification. */
export function ResultsTable({ eventName, eventStatus, results, loading, failed }: ResultsTableProps) {
  const { t } = useTranslation('events');
  const { t: tf } = useTranslation('fair');
  if (eventStatus !== 'completed') {
    return <p className="py-10 text-center text-muted-foreground">{t('results.notCompleted')}</p>;
  }
  if (loading) {
    return <SkeletonRows label={t('results.loading')} />;
  }
  if (failed) {
    return <p className="py-8 text-center text-sm text-danger">{t('results.failed')}</p>;
  }
  if (!results || results.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{t('results.empty')}</p>;
  }
  const gaps = positionGapsBefore(results);
  return (
    <div className="-mx-5 relative overflow-x-auto sm:mx-0">
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
            {/* Both kinds of points, each labelled: a fan must not mistake one for the other (issue 30, part 8). */}
            <th scope="col" className="px-2 py-2.5 text-right font-semibold">
              <abbr title={tf('results.championshipLong')} className="no-underline">
                {tf('results.championship')}
              </abbr>
            </th>
            <th scope="col" className="py-2.5 pr-5 pl-2 text-right font-semibold sm:pr-3">
              <abbr title={tf('results.fantasyLong')} className="no-underline">
                {tf('results.fantasy')}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((r, index) => {
            const gap = gaps[index];
            return (
              <Fragment key={r.driver.id}>
                {gap ? (
                  <tr data-testid="result-gap" className="border-b border-border">
                    <td colSpan={6} className="px-5 py-2 text-xs text-muted-foreground italic sm:px-3">
                      {gap.from === gap.to
                        ? t('results.gapOne', { position: gap.from })
                        : t('results.gapMany', { from: gap.from, to: gap.to })}
                    </td>
                  </tr>
                ) : null}
                <tr className="border-b border-border last:border-0">
                  <td className="py-3 pr-2 pl-5 sm:pl-3">
                    {r.position !== null && r.status === 'finished' ? (
                      <PositionBadge position={r.position} />
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
                  <td className="px-2 py-3 text-right whitespace-nowrap tabular-nums">
                    {r.time ?? (
                      <span data-testid="result-no-time" className="text-xs whitespace-normal text-muted-foreground">
                        {r.status === 'finished'
                          ? t('results.noTime')
                          : t(`results.finishStatusLong.${r.status}`)}
                      </span>
                    )}
                  </td>
                  <td data-testid="result-championship-points" className="px-2 py-3 text-right tabular-nums">
                    {r.points}
                  </td>
                  <td data-testid="result-fantasy-points" className="py-3 pr-5 pl-2 text-right font-display text-base font-bold tabular-nums sm:pr-3">
                    {r.fantasyPoints}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
