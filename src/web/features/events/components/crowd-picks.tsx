import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PODIUM_POSITIONS } from '@shared/api/predictions';
import { PlaceBadge } from '@web/components/game/podium-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCrowdPicks } from '@web/features/predictions';

/** Share as a whole percent, halves away from zero (docs/game-rules.md §1.1). */
function percent(count: number, total: number): string {
  return `${total > 0 ? Math.round((100 * count) / total) : 0}%`;
}

/**
 * Issue 12 part 4: for each podium place, the share of managers who picked each driver. Shown only once
 * predictions are closed (the server refuses before), so nobody can copy the crowd at the last minute.
 */
export function CrowdPicks({ eventId }: { eventId: number }) {
  const { t } = useTranslation('predictions');
  const crowd = useCrowdPicks(eventId, true);
  const data = crowd.data;
  return (
    <Card aria-labelledby="crowd-picks-title" role="region" data-testid="crowd-picks">
      <CardHeader>
        <CardTitle id="crowd-picks-title" className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-accent-text" />
          {t('crowd.title')}
        </CardTitle>
        {data && data.total > 0 ? <CardDescription>{t('crowd.description', { count: data.total })}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {crowd.isPending ? (
          <div role="status" className="grid gap-4 sm:grid-cols-3">
            <span className="sr-only">{t('crowd.loading')}</span>
            {PODIUM_POSITIONS.map((p) => (
              <Skeleton key={p} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : crowd.isError ? (
          <p className="text-sm text-muted-foreground">{t('crowd.failed')}</p>
        ) : !data || data.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t('crowd.empty')}</p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-3">
            {data.places.map((place) => (
              <section key={place.position} aria-label={t(`places.${place.position as 1 | 2 | 3}`)} className="space-y-2">
                <h3 className="flex items-center gap-2 text-sm font-bold">
                  <PlaceBadge position={place.position} />
                  {t(`places.${place.position as 1 | 2 | 3}`)}
                </h3>
                <ul className="space-y-2">
                  {place.picks.map((pick) => {
                    const share = percent(pick.count, data.total);
                    return (
                      <li key={pick.id} className="text-sm">
                        <div className="flex items-baseline justify-between gap-2">
                          <span className="truncate font-medium">{pick.name}</span>
                          <span className="shrink-0 font-mono font-semibold tabular-nums">
                            {share}
                            <span className="sr-only"> {t('crowd.share', { share })}</span>
                          </span>
                        </div>
                        <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted">
                          <div className="h-full rounded-full bg-primary" style={{ width: share }} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
