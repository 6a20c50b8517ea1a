import { useTranslation } from 'react-i18next';
import type { PredictionHit } from '@shared/game/prediction-points';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

const TONE: Record<PredictionHit, BadgeTone> = {
  perfect: 'success',
  twoExact: 'success',
  oneExact: 'brand',
  podiumWrongOrder: 'warning',
  none: 'neutral',
};

/**
 * The kind of hit behind a scored prediction's points (docs/game-rules.md §6.2): "correct" only says it scored,
 * so the points are always shown with what earned them.
 */
export function PredictionHitBadge({ hit, className }: { hit: PredictionHit; className?: string }) {
  const { t } = useTranslation('predictions');
  return (
    <Badge tone={TONE[hit]} data-testid="prediction-hit" className={cn('whitespace-normal', className)}>
      {t(`hit.${hit}`)}
    </Badge>
  );
}
