import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeagueLiveResponse, LiveDuel, LiveDuelSide } from '@shared/api/live';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useStageCode } from '../lib/use-stage-code';
import { ProvisionalBadge } from './provisional-badge';

/** My duel first (the one a player checks), the others in the draw's order as the server gives them. */
function mineFirst(duels: readonly LiveDuel[], me: string | undefined): LiveDuel[] {
  const mine = duels.findIndex((d) => d.home.userId === me || d.away?.userId === me);
  return mine <= 0 ? [...duels] : [duels[mine]!, ...duels.slice(0, mine), ...duels.slice(mine + 1)];
}

function Side({ side, align, leads, me }: { side: LiveDuelSide; align: 'left' | 'right'; leads: boolean; me: boolean }) {
  const { t, i18n } = useTranslation('live');
  return (
    <div className={cn('flex min-w-0 flex-1 items-center gap-2', align === 'right' && 'flex-row-reverse text-right')}>
      <span className={cn('min-w-0 break-words', me && 'font-bold', !side.username && 'text-muted-foreground italic')}>
        {side.username ?? t('league.duels.formerMember')}
      </span>
      <span className={cn('shrink-0 font-display text-lg font-extrabold tabular-nums', leads ? 'text-accent-text' : 'text-muted-foreground')}>
        {side.provisionalEventPoints.toLocaleString(i18n.language)}
      </span>
    </div>
  );
}

/** Who is ahead and the league points the duel would give if the rally ended now (game-rules §8.9). */
function Outcome({ duel }: { duel: LiveDuel }) {
  const { t } = useTranslation('live');
  if (!duel.away) return <>{t('league.duels.bye')}</>;
  const { home, away } = duel;
  if (duel.leaderId === null) return <>{t('league.duels.level', { count: home.provisionalLeaguePoints ?? 0 })}</>;
  const [leader, other] = duel.leaderId === home.userId ? [home, away] : [away, home];
  return (
    <>
      {t('league.duels.ahead', {
        username: leader.username ?? t('league.duels.formerMember'),
        winner: leader.provisionalLeaguePoints ?? 0,
        loser: other.provisionalLeaguePoints ?? 0,
      })}
    </>
  );
}

/**
 * A head-to-head league's round while its rally is live (decision 0216): each duel with both provisional scores,
 * who is ahead and what it would give, mine first and marked. Everything is the server's: the browser only orders.
 */
export function LeagueLiveDuels({ live, currentUserId }: { live: LeagueLiveResponse; currentUserId: string | undefined }) {
  const { t } = useTranslation('live');
  const code = useStageCode();
  const stage = live.event?.latestStage;
  if (!live.duels || !live.event || !stage) return null;
  return (
    <section aria-labelledby="live-duels-title" data-testid="live-duels" className="space-y-3">
      <div>
        <h3 id="live-duels-title" className="flex items-center gap-2 font-semibold">
          <Swords aria-hidden="true" className="size-4 text-accent-text" />
          {t('league.duels.title', { name: live.event.name })}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <ProvisionalBadge />
          {t('league.duels.note', { stage: code(stage.number) })}
        </p>
      </div>
      <ul className="space-y-2">
        {mineFirst(live.duels, currentUserId).map((duel) => {
          const mine = duel.home.userId === currentUserId || duel.away?.userId === currentUserId;
          return (
            <li
              key={duel.home.userId}
              data-testid="live-duel"
              aria-current={mine ? 'true' : undefined}
              className={cn('rounded-xl border p-3 text-sm', mine ? 'border-accent-text bg-muted/60' : 'border-border')}
            >
              {mine ? (
                <Badge tone="info" className="mb-2">
                  {t('league.duels.yours')}
                </Badge>
              ) : null}
              <div className="flex items-center gap-2">
                <Side side={duel.home} align="left" leads={duel.leaderId === duel.home.userId} me={duel.home.userId === currentUserId} />
                {duel.away ? (
                  <>
                    <span className="shrink-0 text-xs text-muted-foreground">{t('league.duels.vs')}</span>
                    <Side side={duel.away} align="right" leads={duel.leaderId === duel.away.userId} me={duel.away.userId === currentUserId} />
                  </>
                ) : null}
              </div>
              <p className="mt-1 text-xs text-muted-foreground" data-testid="live-duel-outcome">
                <Outcome duel={duel} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
