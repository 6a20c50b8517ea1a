import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PREDICTION_POINTS } from '@shared/constants/game';

/** The "How predictions work" box, with the points of docs/game-rules.md §6.2 taken from the same constants the engine uses. */
export function HowPredictionsWork() {
  const { t } = useTranslation('predictions');
  return (
    <aside aria-labelledby="how-predictions" className="rounded-2xl border border-info-border bg-info-soft p-5 text-info">
      <h2 id="how-predictions" className="flex items-center gap-2 font-bold">
        <Info aria-hidden="true" className="size-5" />
        {t('howTitle')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm leading-relaxed text-foreground">
        <li>{t('howOrder')}</li>
        <li>{t('howUpdate')}</li>
        <li>
          {t('howPoints', {
            perfect: PREDICTION_POINTS.perfect,
            two: PREDICTION_POINTS.twoExact,
            one: PREDICTION_POINTS.oneExact,
            wrongOrder: PREDICTION_POINTS.podiumWrongOrder,
          })}
        </li>
      </ul>
    </aside>
  );
}
