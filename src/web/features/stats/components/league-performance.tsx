import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeaguePosition } from '@shared/api/players';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';

/** Statistics "League Performance": position badge, name, points; View All; empty text with Browse Leagues. */
export function LeaguePerformance({ leagues }: { leagues: LeaguePosition[] }) {
  const { t, i18n } = useTranslation('player');
  return (
    <Card data-testid="stats-leagues-card">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('statsPage.leagues.heading')}</CardTitle>
        {leagues.length > 0 ? (
          <Link to="/leagues" className="text-sm font-semibold text-accent-text hover:underline">
            {t('statsPage.leagues.viewAll')}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {leagues.length === 0 ? (
          <EmptyState
            icon={<Trophy />}
            title={t('statsPage.leagues.empty')}
            action={
              <Link to="/leagues" className={buttonClasses({ variant: 'outline' })}>
                {t('statsPage.leagues.browse')}
              </Link>
            }
          />
        ) : (
          <ul className="divide-y divide-border">
            {leagues.map((l) => (
              <li key={l.leagueId}>
                <Link to={`/leagues/${l.leagueId}`} data-testid="stats-league" className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-muted">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-display font-extrabold text-primary-foreground italic"
                  >
                    {l.position ?? '–'}
                  </span>
                  {l.position ? <span className="sr-only">{t('statsPage.leagues.position', { position: l.position })}:</span> : null}
                  <span className="min-w-0 flex-1 truncate font-semibold">{l.name}</span>
                  <span className="text-sm font-bold tabular-nums">{t('statsPage.leagues.points', { points: l.points.toLocaleString(i18n.language) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
