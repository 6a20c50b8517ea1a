import { useTranslation } from 'react-i18next';
import type { LeagueLiveResponse } from '@shared/api/live';
import { TrendIndicator } from '@web/components/ui/trend-indicator';
import { useLiveEvents } from '@web/lib/api/live-status';
import { useLeagueLive } from '../api/live-api';
import { useStageCode } from '../lib/use-stage-code';
import { ProvisionalBadge } from './provisional-badge';

/** A league's provisional table while an event is live (issue 29 part 4), else null: the official table stands alone. */
export function useLeagueLiveTable(leagueId: number | null): LeagueLiveResponse | null {
  const live = useLiveEvents();
  const enabled = leagueId !== null && (live?.length ?? 0) > 0;
  const query = useLeagueLive(leagueId ?? 0, enabled);
  return enabled && query.data?.event?.latestStage ? query.data : null;
}

/** The line above a provisional table: which rally, after which stage, and that official points have not moved. */
export function LeagueLiveNote({ live }: { live: LeagueLiveResponse }) {
  const { t } = useTranslation('live');
  const code = useStageCode();
  const stage = live.event?.latestStage;
  if (!live.event || !stage) return null;
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="league-live-note">
      <ProvisionalBadge />
      {t('league.note', { name: live.event.name, stage: code(stage.number) })}
    </p>
  );
}

/** The provisional column's header: short on screen, the stage it is after in its title and for screen readers. */
export function ProvisionalHeader({ live }: { live: LeagueLiveResponse }) {
  const { t } = useTranslation('live');
  const code = useStageCode();
  const stage = live.event?.latestStage;
  const long = stage ? t('league.provisionalLong', { stage: code(stage.number) }) : t('league.provisional');
  return (
    <abbr title={long} className="no-underline">
      {t('league.provisional')}
    </abbr>
  );
}

/** Places gained or lost since the previous stage, in words as well as an arrow; nothing before the second stage. */
export function LiveMovement({ movement }: { movement: number | null }) {
  const { t } = useTranslation('live');
  if (movement === null) return null;
  if (movement === 0) return <TrendIndicator trend="same" label={t('league.movementSame')} className="text-xs" />;
  return movement > 0 ? (
    <TrendIndicator trend="up" label={t('league.movementUp', { places: movement })} className="text-xs" />
  ) : (
    <TrendIndicator trend="down" label={t('league.movementDown', { places: -movement })} className="text-xs" />
  );
}
