import { Crown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FantasyTeam } from '@shared/api/fantasy';
import { CAPTAIN_MULTIPLIER } from '@shared/constants/game';
import { cn } from '@web/lib/cn';

/**
 * What the team's captain is at the next lock (docs/game-rules.md §5.4), above the driver list: locked while an
 * event runs; otherwise the captain named, or a nudge to name one (no captain, no bonus). Nothing for a team
 * without drivers: there is no one to name.
 */
export function CaptainNotice({
  team,
  event,
}: {
  team: FantasyTeam;
  /** The next or running event, as the lineup lock notice reads it; null when none is scheduled. */
  event: { name: string; running: boolean } | null;
}) {
  const { t } = useTranslation('team');
  if (team.drivers.length === 0) return null;
  const captain = team.drivers.find((d) => d.id === team.captainId);
  const box = 'flex items-start gap-2.5 rounded-xl border px-3.5 py-2.5 text-sm leading-relaxed';
  if (event?.running) {
    return (
      <p data-testid="captain-notice" data-state="locked" className={cn(box, 'border-border bg-muted text-muted-foreground')}>
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('captain.locked', { event: event.name })}</span>
      </p>
    );
  }
  if (captain) {
    return (
      <p data-testid="captain-notice" data-state="named" className={cn(box, 'border-border bg-card text-muted-foreground')}>
        <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        <span>{t('captain.named', { name: captain.name, multiplier: CAPTAIN_MULTIPLIER })}</span>
      </p>
    );
  }
  return (
    <p data-testid="captain-notice" data-state="none" className={cn(box, 'border-warning-border bg-warning-soft text-warning')}>
      <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t('captain.noneTitle')}</span>{' '}
        {event
          ? t('captain.nudge', { event: event.name, letter: t('captain.letter'), multiplier: CAPTAIN_MULTIPLIER })
          : t('captain.nudgeNoEvent', { letter: t('captain.letter'), multiplier: CAPTAIN_MULTIPLIER })}
      </span>
    </p>
  );
}
