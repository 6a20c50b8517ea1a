import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeagueSeasonResponse } from '@shared/api/league-season';
import { LiveMovement } from '@web/features/live';
import { cn } from '@web/lib/cn';

/** An average with its one decimal always shown ("25.0"), so the row reads as averages, in the reader's format. */
export function formatAverage(value: number, language: string): string {
  return value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * The league's season rally by rally (issue 31 part 3): a column per scored event with each member's event score
 * ("–" when he has none, which is not 0), the league points, the place after the last event with the movement at
 * it, and the league's averages in the footer. On phones the table scrolls sideways under a fixed name column;
 * the scrolling region takes focus so it can be scrolled from the keyboard.
 */
export function SeasonTable({
  season,
  leagueName,
  currentUserId,
}: {
  season: LeagueSeasonResponse;
  leagueName: string;
  currentUserId: string | undefined;
}) {
  const { t, i18n } = useTranslation('leagues');
  const lng = i18n.language;
  const last = season.events.length - 1;
  const average = season.averages[last];
  return (
    <div
      className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      tabIndex={0}
      role="region"
      aria-label={t('season.region', { name: leagueName })}
    >
      <table className="w-full text-sm" data-testid="season-table">
        <caption className="sr-only">{t('season.caption', { name: leagueName, season: season.season })}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-16 py-2 pr-2">{t('table.rank')}</th>
            <th scope="col" className="sticky left-0 z-10 bg-card py-2 pr-2">{t('table.manager')}</th>
            {season.events.map((e) => (
              <th key={e.eventId} scope="col" className="px-2 py-2 text-right whitespace-nowrap">
                {/* "R3" for the eye (the name on hover), the rally's name for a screen reader. */}
                <span aria-hidden="true" title={e.name}>
                  {t('season.round', { round: e.round })}
                </span>
                <span className="sr-only">{e.name}</span>
              </th>
            ))}
            <th scope="col" className="py-2 pl-2 text-right">{t('table.points')}</th>
          </tr>
        </thead>
        <tbody>
          {season.members.map((m) => {
            const mine = m.userId === currentUserId;
            const now = m.steps[last];
            return (
              <tr key={m.userId} data-testid="season-member" className={cn('border-b border-border last:border-0', mine && 'bg-accent/40')}>
                <td className="py-2.5 pr-2 align-top">
                  <span className="font-display text-lg font-extrabold italic">{now ? now.position : t('table.unranked')}</span>
                  <LiveMovement movement={m.movement} />
                </td>
                <th scope="row" className={cn('sticky left-0 z-10 py-2.5 pr-2 text-left font-normal', mine ? 'bg-accent' : 'bg-card')}>
                  <Link to={`/profile/${encodeURIComponent(m.userId)}`} className="font-semibold break-all hover:underline">
                    {m.username}
                  </Link>
                  {mine ? <span className="ml-1 text-xs text-muted-foreground">({t('table.you')})</span> : null}
                </th>
                {m.steps.map((s, i) => (
                  <td key={season.events[i]!.eventId} className="px-2 py-2.5 text-right tabular-nums" data-testid="season-event-points">
                    {s.eventPoints === null ? (
                      <span className="text-muted-foreground">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t('season.noScore')}</span>
                      </span>
                    ) : (
                      s.eventPoints.toLocaleString(lng)
                    )}
                  </td>
                ))}
                <td className="py-2.5 pl-2 text-right font-bold tabular-nums">{(now?.points ?? 0).toLocaleString(lng)}</td>
              </tr>
            );
          })}
        </tbody>
        {average ? (
          <tfoot>
            <tr className="border-t-2 border-border text-muted-foreground" data-testid="season-average">
              <td className="py-2.5 pr-2" />
              <th scope="row" className="sticky left-0 z-10 bg-card py-2.5 pr-2 text-left font-semibold">
                {t('season.average')}
              </th>
              {season.averages.map((a, i) => (
                <td key={season.events[i]!.eventId} className="px-2 py-2.5 text-right tabular-nums">
                  {a.eventPoints === null ? '–' : formatAverage(a.eventPoints, lng)}
                </td>
              ))}
              <td className="py-2.5 pl-2 text-right font-semibold tabular-nums">{formatAverage(average.points, lng)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
