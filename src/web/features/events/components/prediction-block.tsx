import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@shared/api/events';
import { useCountdownText } from '@web/components/game/lock-countdown';
import { PodiumList } from '@web/components/game/podium-list';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePredictionView, useRefreshPredictionView } from '@web/features/predictions';
import { useLockCountdown } from '@web/lib/use-lock-countdown';

/**
 * Whether predictions are open for the event: the server's verdict (database clock) when it has answered,
 * and the countdown on the server-corrected clock in between, so an open page flips at the lock.
 */
export function usePredictionsOpen(event: EventDto) {
  const view = usePredictionView(event.id);
  const refresh = useRefreshPredictionView(event.id);
  const parts = useLockCountdown(event.startDate, () => void refresh());
  const open = (view.data ? view.data.open : true) && !parts.done;
  return { view, parts, open };
}

/** The event page's prediction block: Make Prediction, or the player's podium and Update; closed text after the start. */
export function PredictionBlock({ event, state }: { event: EventDto; state: ReturnType<typeof usePredictionsOpen> }) {
  const { t } = useTranslation('events');
  const { t: tp } = useTranslation('predictions');
  const { view, parts, open } = state;
  const countdown = useCountdownText(parts);
  const prediction = view.data?.prediction ?? null;
  const scored = prediction?.isProcessed ?? false;
  const link = `/predictions?event=${event.id}`;

  return (
    <Card className="flex flex-col" data-testid="prediction-block">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target aria-hidden="true" className="size-5 text-accent-text" />
          {t('detail.predictionTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {view.isPending ? (
          <div aria-hidden="true" className="space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : open ? (
          <>
            {prediction ? (
              <PodiumList places={prediction.picks} label={tp('block.yours')} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('detail.predictionOpen')}</p>
            )}
            <p className="text-xs text-muted-foreground">{tp('block.locksIn', { time: countdown })}</p>
            <Link
              to={link}
              aria-label={prediction ? tp('block.updateLabel') : undefined}
              className={buttonClasses({ variant: prediction ? 'outline' : 'primary', className: 'mt-auto w-full' })}
            >
              {prediction ? tp('block.update') : t('detail.makePrediction')}
            </Link>
          </>
        ) : (
          <>
            <p className="rounded-xl bg-muted p-4 text-sm font-medium text-muted-foreground">{t('detail.predictionsClosed')}</p>
            {prediction ? (
              <>
                <PodiumList
                  places={prediction.picks}
                  realPodium={scored ? view.data?.podium : null}
                  label={tp('block.yours')}
                />
                {scored ? (
                  <p className="text-sm font-semibold" data-testid="prediction-points">
                    {tp('pointsEarnedLabel')}: {tp('pointsEarned', { points: prediction.points })}
                  </p>
                ) : null}
                <Link to={link} className="text-sm font-semibold text-accent-text hover:underline">
                  {tp('yourPodium')} →
                </Link>
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
