import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PredictionSummary } from '@shared/api/players';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';

/** Statistics "Prediction Accuracy" (docs/game-rules.md §6.4): percent with bar, "N of M correct", points "From predictions". */
export function PredictionAccuracy({ summary }: { summary: PredictionSummary | null }) {
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
          </div>
        )}
      </CardContent>
    </Card>
  );
}
