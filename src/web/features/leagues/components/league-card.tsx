import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeagueSummary } from '@shared/api/leagues';
import { creationAge } from '@shared/game/age-label';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FieldError } from '@web/components/ui/input';
import { useJoinLeague } from '../api/leagues-api';
import { PrivacyBadge } from './privacy-badge';
import { clockDate } from '@web/lib/clock';

/** "Created today", "Created 3 weeks ago" (docs/game-rules.md §8.7). */
export function useAgeLabel() {
  const { t } = useTranslation('leagues');
  return (iso: string, now = clockDate()) => {
    const age = creationAge(new Date(iso), now);
    if (age.unit === 'today') return t('age.today');
    if (age.unit === 'yesterday') return t('age.yesterday');
    return t(`age.${age.unit}`, { count: age.count });
  };
}

/** A league card: name, member count, badge, description, View League or Join League, age label. */
export function LeagueCard({ league }: { league: LeagueSummary }) {
  const { t } = useTranslation('leagues');
  const ageLabel = useAgeLabel();
  const join = useJoinLeague();

  return (
    <Card className="flex h-full flex-col p-5" data-testid="league-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-tight font-bold break-words">{league.name}</h2>
        <PrivacyBadge isPrivate={league.isPrivate} />
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <Users aria-hidden="true" className="size-4" />
        {t('card.members', { count: league.memberCount })}
        {league.isAdmin ? <Badge tone="brand" className="ml-1">{t('card.admin')}</Badge> : null}
      </p>
      <p className="mt-3 line-clamp-3 flex-1 text-sm break-words whitespace-pre-line text-foreground/90">
        {league.description ?? <span className="text-muted-foreground italic">{t('card.noDescription')}</span>}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4">
        <span className="text-xs text-muted-foreground">{ageLabel(league.createdAt)}</span>
        {league.isMember ? (
          <Link to={`/leagues/${league.id}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
            {t('card.view')}
            <span className="sr-only">: {league.name}</span>
          </Link>
        ) : (
          <Button size="sm" loading={join.isPending} loadingText={t('card.joining')} onClick={() => join.mutate(league.id)}>
            {t('card.join')}
            <span className="sr-only">: {league.name}</span>
          </Button>
        )}
      </div>
      <FieldError>{join.error?.message}</FieldError>
    </Card>
  );
}
