import { ArrowLeftRight, Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PodiumPlace } from '@shared/api/predictions';
import { pickOutcome, type PickOutcome } from '@shared/game/podium-picks';
import { podiumColour } from '@web/components/ui/position-badge';
import { cn } from '@web/lib/cn';

const OUTCOME_STYLE: Record<PickOutcome, { Icon: typeof Check; className: string }> = {
  exact: { Icon: Check, className: 'bg-success-soft text-success' },
  podium: { Icon: ArrowLeftRight, className: 'bg-warning-soft text-warning' },
  miss: { Icon: X, className: 'bg-muted text-muted-foreground' },
};

export function PlaceBadge({ position, className }: { position: number; className?: string }) {
  const { t } = useTranslation('predictions');
  return (
    <span
      className={cn(
        'inline-flex h-7 min-w-11 shrink-0 items-center justify-center rounded-full px-2 text-xs font-extrabold',
        podiumColour(position),
        className,
      )}
    >
      {t(`placeShort.${position as 1 | 2 | 3}`)}
    </span>
  );
}

/**
 * A podium, place by place. With the real podium given, each pick is marked: right driver in the right
 * place, on the podium in another place, or not on it (icon plus words for screen readers).
 */
export function PodiumList({
  places,
  realPodium,
  label,
  className,
}: {
  places: readonly PodiumPlace[];
  realPodium?: readonly PodiumPlace[] | null;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('predictions');
  const actual: (number | undefined)[] = [1, 2, 3].map((p) => realPodium?.find((r) => r.position === p)?.driver.id);
  return (
    <ol aria-label={label} className={cn('space-y-2', className)}>
      {places.map((place) => {
        const outcome = realPodium ? pickOutcome(place.driver.id, place.position, actual) : null;
        const style = outcome ? OUTCOME_STYLE[outcome] : null;
        return (
          <li key={place.position} className="flex items-center gap-3 rounded-xl bg-muted/60 px-3 py-2">
            <PlaceBadge position={place.position} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{place.driver.name}</span>
              {place.driver.teamName ? (
                <span className="block truncate text-xs text-muted-foreground">{place.driver.teamName}</span>
              ) : null}
            </span>
            {outcome && style ? (
              <span
                data-outcome={outcome}
                className={cn('inline-flex size-7 shrink-0 items-center justify-center rounded-full', style.className)}
              >
                <style.Icon aria-hidden="true" className="size-4" />
                <span className="sr-only">{t(`outcome.${outcome}`)}</span>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
