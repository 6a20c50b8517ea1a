import { useState } from 'react';
import { ChevronLeft, ChevronRight, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FixtureRound, FixtureSide, LeagueFixturesResponse } from '@shared/api/leagues';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDate } from '@web/lib/format-date';

const STATUS_TONE: Record<FixtureRound['status'], BadgeTone> = { upcoming: 'neutral', locked: 'warning', scored: 'success' };

/**
 * The round shown first: the latest one under way or scored (what a player checks after a rally), else the
 * upcoming one before the league's first lock.
 */
function defaultRound(rounds: readonly FixtureRound[]): number {
  for (let i = rounds.length - 1; i >= 0; i--) if (rounds[i]!.status !== 'upcoming') return i;
  return 0;
}

/** My next fixture before its lock: the opponent, or a bye (docs/game-rules.md §8.9). */
export function NextOpponent({ next }: { next: NonNullable<LeagueFixturesResponse['next']> }) {
  const { t, i18n } = useTranslation('leagues');
  return (
    <div data-testid="next-opponent" className="rounded-xl border border-border bg-muted/40 p-4">
      <h3 className="flex items-center gap-2 text-sm font-bold">
        <Swords aria-hidden="true" className="size-4 text-accent-text" />
        {t('h2h.nextTitle')}
      </h3>
      {/* One paragraph: a bigger line over a small one reads to axe as a styled heading (p-as-heading). */}
      <p className="mt-1 break-words">
        {next.opponent
          ? t('h2h.nextOpponent', { username: next.opponent.username ?? t('h2h.formerMember'), event: next.eventName })
          : t('h2h.nextBye', { event: next.eventName })}
        <span className="mt-1 block text-xs text-muted-foreground">
          {formatDate(next.startDate, 'moment', i18n.language)} · {t('h2h.nextNote')}
        </span>
      </p>
    </div>
  );
}

function Side({ side, won, align, me }: { side: FixtureSide; won: boolean; align: 'left' | 'right'; me: boolean }) {
  const { t, i18n } = useTranslation('leagues');
  return (
    <div className={cn('flex min-w-0 flex-1 items-center gap-2', align === 'right' && 'flex-row-reverse text-right')}>
      <span className={cn('min-w-0 break-words', me && 'font-bold', !side.username && 'italic text-muted-foreground')}>
        {side.username ?? t('h2h.formerMember')}
      </span>
      {side.points !== null ? (
        <span className={cn('shrink-0 font-display text-lg font-extrabold tabular-nums', won ? 'text-accent-text' : 'text-muted-foreground')}>
          {side.points.toLocaleString(i18n.language)}
        </span>
      ) : null}
    </div>
  );
}

/** One round at a time with both scores, stepped through with previous / next (docs/game-rules.md §8.9). */
export function HeadToHeadRounds({ data, currentUserId }: { data: LeagueFixturesResponse; currentUserId: string | undefined }) {
  const { t } = useTranslation('leagues');
  const [chosen, setChosen] = useState<number | null>(null);
  const { rounds } = data;
  if (rounds.length === 0) return <p className="text-sm text-muted-foreground">{t('h2h.none')}</p>;
  const index = Math.min(chosen ?? defaultRound(rounds), rounds.length - 1);
  const round = rounds[index]!;
  return (
    <section aria-labelledby="h2h-round-title" data-testid="h2h-round">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon" aria-label={t('h2h.previous')} disabled={index === 0} onClick={() => setChosen(index - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <div className="min-w-0 text-center">
          <h3 id="h2h-round-title" className="font-semibold break-words" aria-live="polite">
            {t('h2h.round', { number: index + 1, total: rounds.length, event: round.eventName })}
          </h3>
          <Badge tone={STATUS_TONE[round.status]} className="mt-1">
            {t(`h2h.status.${round.status}`)}
          </Badge>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('h2h.next')}
          disabled={index === rounds.length - 1}
          onClick={() => setChosen(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <ul className="mt-3 divide-y divide-border" aria-label={t('h2h.fixturesLabel', { event: round.eventName })}>
        {round.fixtures.map(({ home, away }) => {
          const homeWon = away !== null && home.points !== null && away.points !== null && home.points >= away.points;
          const awayWon = away !== null && home.points !== null && away.points !== null && away.points >= home.points;
          return (
            <li key={home.userId} data-testid="h2h-fixture" className="flex items-center gap-2 py-2.5 text-sm">
              <Side side={home} won={homeWon} align="left" me={home.userId === currentUserId} />
              {away ? (
                <>
                  <span className="shrink-0 text-xs text-muted-foreground">{t('h2h.vs')}</span>
                  <Side side={away} won={awayWon} align="right" me={away.userId === currentUserId} />
                </>
              ) : (
                <Badge className="ml-auto">{t('h2h.bye')}</Badge>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
