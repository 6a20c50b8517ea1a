import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeaguePosition } from '@shared/api/players';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

/** Dashboard "League Positions": shown only when there are entries; up to 3, each linking to its league. */
export function LeaguesCard({ leagues }: { leagues: LeaguePosition[] }) {
  const { t, i18n } = useTranslation('player');
  return (
    <Card data-testid="dashboard-leagues" className="flex flex-col">
      <CardHeader>
        <CardTitle>{t('dashboard.leagues.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="divide-y divide-border">
          {leagues.map((l) => (
            <li key={l.leagueId}>
              <Link
                to={`/leagues/${l.leagueId}`}
                data-testid="dashboard-league"
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-muted"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-display font-extrabold text-primary-foreground italic"
                >
                  {l.position ?? '–'}
                </span>
                <span className="sr-only">
                  {l.position ? t('dashboard.leagues.position', { position: l.position }) : t('dashboard.leagues.unranked')}:
                </span>
                <span className="min-w-0 flex-1 truncate font-semibold">{l.name}</span>
                {l.format === 'head_to_head' ? (
                  // A head-to-head league ranks by league points (game-rules §8.9): those first, fantasy points under.
                  <span className="flex shrink-0 flex-col items-end text-right" data-testid="dashboard-league-h2h">
                    <span className="text-sm font-bold tabular-nums">
                      <abbr title={t('dashboard.leagues.matchPointsLabel', { points: l.matchPoints.toLocaleString(i18n.language) })} className="no-underline">
                        {t('dashboard.leagues.matchPoints', { points: l.matchPoints.toLocaleString(i18n.language) })}
                      </abbr>
                    </span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {t('dashboard.leagues.headToHead', { points: l.points.toLocaleString(i18n.language) })}
                    </span>
                  </span>
                ) : (
                  <span className="text-sm font-bold tabular-nums">
                    {t('dashboard.leagues.points', { points: l.points.toLocaleString(i18n.language) })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Link to="/leagues" className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text hover:underline">
          {t('dashboard.leagues.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
