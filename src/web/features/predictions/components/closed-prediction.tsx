import { Lock, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PodiumList } from '@web/components/game/podium-list';
import { PredictionHitBadge } from '@web/components/game/prediction-hit';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { PredictionView } from '@shared/api/predictions';

/**
 * After the lock the prediction is read-only (docs/game-rules.md §2.3). Once the game engine has scored it, the real
 * podium stands beside it with each pick marked, the points earned with the kind of hit that earned them, and the
 * player's accuracy as the server counted it (docs/game-rules.md §6.4).
 */
export function ClosedPrediction({ view }: { view: PredictionView }) {
  const { t } = useTranslation('predictions');
  const { prediction, podium, record, hit } = view;
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
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-primary/10 px-4 py-3">
                  <p className="flex flex-col gap-1">
                    <span className="text-sm font-semibold">{t('pointsEarnedLabel')}</span>
                    {hit ? <PredictionHitBadge hit={hit} className="self-start" /> : null}
                  </p>
                  <span data-testid="prediction-points" className="font-display text-2xl font-extrabold italic">
                    {t('pointsEarned', { points: prediction.points })}
                  </span>
                </div>
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
            accuracy: record.accuracy,
            correct: record.correct,
            scored: record.scored,
            points: record.points,
          })}
        </p>
      ) : null}
    </div>
  );
}
