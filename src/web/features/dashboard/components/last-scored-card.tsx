import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LastScoredEvent } from '@shared/api/players';
import { PointsFigures } from '@web/components/game/points-figures';
import { ScoredLineupTable } from '@web/components/game/scored-lineup-table';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** "Explain my points": the last scored event, team and prediction points, and each held driver rule by rule. */
export function LastScoredCard({ event }: { event: LastScoredEvent | null }) {
  const { t } = useTranslation('player');
  if (!event) {
    return (
      <Card data-testid="dashboard-last-scored">
        <CardHeader>
          <CardTitle>{t('dashboard.lastScored.headingNone')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{t('dashboard.lastScored.none')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="dashboard-last-scored">
      <CardHeader>
        <CardTitle>
          <Link to={`/events/${event.eventId}`} className="hover:underline">
            {t('dashboard.lastScored.heading', { name: event.name })}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <PointsFigures
          figures={[
            { label: t('dashboard.lastScored.team'), value: event.teamPoints },
            { label: t('dashboard.lastScored.prediction'), value: event.predictionPoints },
            { label: t('dashboard.lastScored.total'), value: event.points },
          ]}
        />
        {event.teamPoints === null ? null : event.drivers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.lastScored.noLineup')}</p>
        ) : (
          <ScoredLineupTable eventName={event.name} drivers={event.drivers} />
        )}
        {/* Every earlier event is explained the same way on its own page (issue 31 part 5). */}
        <Link to={`/explain/${event.eventId}`} className="inline-block text-sm font-semibold text-accent-text hover:underline">
          {t('dashboard.lastScored.explainAll')}
        </Link>
      </CardContent>
    </Card>
  );
}
