import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventExplanation } from '@shared/api/players';
import { PointsFigures } from '@web/components/game/points-figures';
import { ScoredLineupTable } from '@web/components/game/scored-lineup-table';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PredictionExplained } from './prediction-explained';

/**
 * One scored event explained (issue 31 part 5): the scores the engine stored, each driver of the lineup at the lock
 * rule by rule with the captain's bonus, and the prediction with its rule. Nothing here is worked out in the
 * browser: every figure is the server's.
 */
export function EventExplained({ data }: { data: EventExplanation }) {
  const { t } = useTranslation('player');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card data-testid="explain-team" className="lg:col-span-2">
        <CardHeader>
          <CardTitle>
            <Link to={`/events/${data.eventId}`} className="hover:underline">
              {data.name}
            </Link>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <PointsFigures
            figures={[
              { label: t('dashboard.lastScored.team'), value: data.teamPoints, testId: 'explain-team-points' },
              { label: t('dashboard.lastScored.prediction'), value: data.predictionPoints },
              { label: t('dashboard.lastScored.total'), value: data.points, strong: true, testId: 'explain-total' },
            ]}
          />
          {data.teamPoints === null || data.drivers.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.lastScored.noLineup')}</p>
          ) : (
            <ScoredLineupTable eventName={data.name} drivers={data.drivers} />
          )}
        </CardContent>
      </Card>
      <div className="lg:self-start">
        <PredictionExplained prediction={data.prediction} />
      </div>
    </div>
  );
}
