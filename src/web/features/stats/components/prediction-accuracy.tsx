import { useId } from 'react';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PredictionSummary, ScoredPrediction } from '@shared/api/players';
import { PredictionHitBadge } from '@web/components/game/prediction-hit';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';

/**
 * Statistics "Prediction Accuracy" (docs/game-rules.md §6.4): percent with bar, "N of M correct" with the rule that
 * makes a prediction correct, points "From predictions", then the latest scored predictions, each with its points
 * and the kind of hit, so a 100 % from one place right reads as what it is.
 */
export function PredictionAccuracy({ summary, scored }: { summary: PredictionSummary | null; scored: ScoredPrediction[] }) {
  const { t, i18n } = useTranslation('player');
  return (
    <Card data-testid="stats-predictions">
      <CardHeader>
        <CardTitle>{t('statsPage.predictions.heading')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <EmptyState
            icon={<Target />}
            title={t('statsPage.predictions.empty')}
            action={
              <Link to="/events" className={buttonClasses({ variant: 'outline' })}>
                {t('statsPage.predictions.make')}
              </Link>
            }
          />
        ) : (
          <div className="space-y-5">
            <div>
              <div className="flex items-baseline justify-between">
                <span className="text-sm text-muted-foreground">{t('statsPage.predictions.accuracy')}</span>
                <span data-testid="prediction-accuracy" className="font-display text-3xl font-extrabold tabular-nums italic">
                  {summary.accuracy}%
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('statsPage.predictions.accuracy')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={summary.accuracy}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-success" style={{ width: `${Math.min(100, summary.accuracy)}%` }} />
              </div>
              <p className="mt-2 text-sm text-muted-foreground">
                {t('statsPage.predictions.correct', { correct: summary.correct, total: summary.total })}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{t('statsPage.predictions.rule')}</p>
            </div>
            <div className="rounded-xl bg-muted px-4 py-3">
              {/* One sentence ("1,234 pts from predictions") in two lines: a big <p> over a small one reads to axe as a fake heading. */}
              <p>
                <span className="block font-display text-2xl font-extrabold tabular-nums italic">
                  {t('statsPage.predictions.points', { points: summary.pointsEarned.toLocaleString(i18n.language) })}
                </span>
                <span className="block text-sm text-muted-foreground">{t('statsPage.predictions.fromPredictions')}</span>
              </p>
            </div>
            {scored.length > 0 ? <ScoredPredictionList scored={scored} /> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ScoredPredictionList({ scored }: { scored: ScoredPrediction[] }) {
  const { t } = useTranslation('player');
  const { t: tp } = useTranslation('predictions');
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="text-sm font-semibold">
        {t('statsPage.predictions.latest')}
      </h3>
      <ul className="mt-2 divide-y divide-border" data-testid="scored-predictions">
        {scored.map((p) => (
          <li key={p.eventId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <Link to={`/predictions?event=${p.eventId}`} className="min-w-0 flex-1 font-medium hover:underline">
              {p.eventName}
            </Link>
            <PredictionHitBadge hit={p.hit} />
            <span className="font-semibold tabular-nums">{tp('pointsEarned', { points: p.points })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
