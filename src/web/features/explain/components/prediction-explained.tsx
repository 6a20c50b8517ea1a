import { useTranslation } from 'react-i18next';
import type { ExplainedPrediction } from '@shared/api/players';
import { PredictionHitBadge } from '@web/components/game/prediction-hit';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** My prediction for the event: each pick against where he finished, and the rule (§6.2) the server applied. */
export function PredictionExplained({ prediction }: { prediction: ExplainedPrediction | null }) {
  const { t } = useTranslation('player');
  return (
    <Card data-testid="explain-prediction">
      <CardHeader>
        <CardTitle>{t('explain.prediction.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {prediction === null ? (
          <p className="text-sm text-muted-foreground">{t('explain.prediction.none')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <PredictionHitBadge hit={prediction.hit} />
              <span className="font-bold tabular-nums">{t('explain.prediction.points', { points: prediction.points })}</span>
            </div>
            <ol className="space-y-1.5 text-sm">
              {prediction.picks.map((pick) => (
                <li key={pick.position} className="flex flex-wrap items-baseline justify-between gap-x-3" data-testid="explain-pick">
                  <span>
                    <span className="font-semibold">{t('explain.prediction.pick', { position: pick.position })}</span> {pick.name}
                  </span>
                  <span className={cn('text-muted-foreground', pick.finishPosition === pick.position && 'font-semibold text-success')}>
                    {pick.finishPosition === null
                      ? t('explain.prediction.notClassified')
                      : t('explain.prediction.finished', { position: pick.finishPosition })}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
