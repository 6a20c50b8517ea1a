import { Lock, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PodiumList } from '@web/components/game/podium-list';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { PredictionView } from '@shared/api/predictions';

/**
 * After the lock the prediction is read-only (docs/game-rules.md §2.3). Once the game engine has scored it, the real
 * podium stands beside it with each pick marked, the points earned and the player's accuracy.
 */
export function ClosedPrediction({ view }: { view: PredictionView }) {
  const { t } = useTranslation('predictions');
  const { prediction, podium, record } = view;
  const scored = prediction?.isProcessed ?? false;
  return (
    <div className="space-y-5">
      <p className="flex items-center gap-2 rounded-xl bg-muted p-4 text-sm font-medium text-muted-foreground">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {t('closed')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('yourPodium')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {prediction ? (
              <PodiumList places={prediction.picks} realPodium={scored ? podium : null} label={t('yourPodium')} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('noPrediction')}</p>
            )}
            {prediction ? (
              scored ? (
                <p className="flex items-baseline justify-between rounded-xl bg-primary/10 px-4 py-3">
                  <span className="text-sm font-semibold">{t('pointsEarnedLabel')}</span>
                  <span data-testid="prediction-points" className="font-display text-2xl font-extrabold italic">
                    {t('pointsEarned', { points: prediction.points })}
                  </span>
                </p>
              ) : (
                <p className="text-sm text-muted-foreground">{t('awaitingResults')}</p>
              )
            ) : null}
          </CardContent>
        </Card>
        {podium && podium.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Trophy aria-hidden="true" className="size-5 text-accent-text" />
                {t('realPodium')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <PodiumList places={podium} label={t('realPodium')} />
            </CardContent>
          </Card>
        ) : null}
      </div>
      {record.scored > 0 ? (
        <p data-testid="prediction-record" className="text-sm text-muted-foreground">
          {t('record', {
            accuracy: Math.round((100 * record.correct) / record.scored),
            correct: record.correct,
            scored: record.scored,
            points: record.points,
          })}
        </p>
      ) : null}
    </div>
  );
}
