import { ArrowLeft, CalendarDays, Clock, Crown, MapPin, Settings, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileResponse } from '@shared/api/players';
import { PlayerAvatar } from '@web/components/game/player-avatar';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format-date';
import { countryName } from '@web/lib/country-name';

/** Profile header: avatar, name, premium icon, Admin badge, @username, country, joined, last active. */
export function ProfileHeader({ profile }: { profile: ProfileResponse }) {
  const { t, i18n } = useTranslation('player');
  const navigate = useNavigate();
  const { user, details } = profile;
  return (
    <Card className="relative overflow-hidden p-5 sm:p-6">
      <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-60" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
        <PlayerAvatar url={user.avatarUrl} className="size-20 ring-4 ring-card sm:size-24" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] italic">
              {details?.fullName || user.username}
            </h1>
            {details?.isPremium ? (
              <span title={t('profile.premium')} className="inline-flex text-warning">
                <Crown aria-hidden="true" className="size-6" />
                <span className="sr-only">{t('profile.premium')}</span>
              </span>
            ) : null}
            {details?.isAdmin ? <Badge tone="brand">{t('profile.admin')}</Badge> : null}
          </div>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">@{user.username}</p>
          {details ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {details.country ? (
                <li className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  {countryName(details.country)}
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t('profile.joined', { date: formatDate(details.joinedAt, 'monthYear', i18n.language) })}
              </li>
              <li className="inline-flex items-center gap-1" data-testid="profile-last-active">
                <Clock aria-hidden="true" className="size-4" />
                {details.lastActive ? t('profile.lastActive', { date: formatDate(details.lastActive, 'date', i18n.language) }) : t('profile.neverActive')}
              </li>
            </ul>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:self-start">
          {profile.isOwn ? (
            <>
              <Link to="/settings" className={buttonClasses({ variant: 'outline' })}>
                <Settings aria-hidden="true" className="size-4" />
                {t('profile.editProfile')}
              </Link>
              <Link to="/team" className={buttonClasses()}>
                <Users aria-hidden="true" className="size-4" />
                {t('profile.manageTeam')}
              </Link>
            </>
          ) : (
            <Button variant="outline" onClick={() => void navigate(-1)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('profile.back')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
