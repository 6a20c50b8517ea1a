import { useId, useMemo, useState } from 'react';
import { AlertTriangle, Building2, Search, Trophy, UserX, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DriverDto } from '@shared/api/championship';
import { filterDrivers } from '@shared/game/driver-filter';
import { CountryFlag } from '@web/components/ui/country-flag';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { PageMessage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTeams } from '@web/features/constructors';
import { useDriverStandings, useDrivers } from '../api/drivers-api';
import { CarNumber } from '../components/car-number';
import { DriverStandingsTable } from '../components/driver-standings-table';
import { FormBadge } from '@web/components/game/form-badge';
import { clockDate } from '@web/lib/clock';

export function DriversPage() {
  const { t } = useTranslation('championship');
  useDocumentTitle(t('drivers.title'));
  const ids = useId();
  const drivers = useDrivers();
  const standings = useDriverStandings();
  const teams = useTeams();
  const [search, setSearch] = useState('');
  const [teamId, setTeamId] = useState<number | null>(null);
  const season = standings.data?.season ?? clockDate().getUTCFullYear();
  const filtered = useMemo(
    () => filterDrivers(drivers.data ?? [], { search, teamId }),
    [drivers.data, search, teamId],
  );

  if (drivers.isError || standings.isError) {
    return (
      <PageMessage
        tone="error"
        icon={<AlertTriangle />}
        title={t('common.errorHeading')}
        text={t('drivers.error')}
        backTo="/dashboard"
        backLabel={t('drivers.back')}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('drivers.title')}
        description={t('drivers.subtitle')}
        actions={
          <Link to="/constructors" className={buttonClasses({ variant: 'outline' })}>
            <Building2 aria-hidden="true" className="size-4" />
            {t('constructors.title')}
          </Link>
        }
      />

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <Label htmlFor={`${ids}-search`} className="sr-only">
            {t('drivers.searchLabel')}
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${ids}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('drivers.searchPlaceholder')}
            className="pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden"
            autoComplete="off"
          />
          {search ? (
            <button
              type="button"
              onClick={() => setSearch('')}
              aria-label={t('drivers.clearSearch')}
              className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <div className="sm:w-64">
          <Label htmlFor={`${ids}-team`} className="sr-only">
            {t('drivers.teamLabel')}
          </Label>
          <select
            id={`${ids}-team`}
            value={teamId ?? ''}
            onChange={(e) => setTeamId(e.target.value === '' ? null : Number(e.target.value))}
            className="block h-11 w-full cursor-pointer rounded-lg border border-input bg-card px-3 text-base text-foreground sm:text-sm"
          >
            <option value="">{t('drivers.allTeams')}</option>
            {(teams.data ?? []).map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="space-y-8">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Trophy aria-hidden="true" className="size-5 text-accent-text" />
              {t('drivers.standingsTitle', { year: season })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {standings.isPending ? (
              <div role="status" className="space-y-2">
                <span className="sr-only">{t('drivers.loading')}</span>
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className="h-11" />
                ))}
              </div>
            ) : standings.data.standings.length === 0 ? (
              <p className="py-6 text-center text-muted-foreground">
                {t('drivers.standingsEmpty', { year: season })}
              </p>
            ) : (
              <DriverStandingsTable standings={standings.data.standings} season={season} />
            )}
          </CardContent>
        </Card>

        <section aria-labelledby="all-drivers">
          <h2 id="all-drivers" className="mb-4 font-display text-2xl font-bold tracking-tight italic">
            {t('drivers.allDrivers')}
          </h2>
          {drivers.isPending ? (
            <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-36 rounded-2xl" />
              ))}
            </div>
          ) : drivers.data.length === 0 ? (
            <EmptyState icon={<UserX />} title={t('drivers.noDrivers')} />
          ) : filtered.length === 0 ? (
            <EmptyState icon={<Search />} title={t('drivers.noMatch')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {filtered.map((driver) => (
                <li key={driver.id} className="flex">
                  <DriverCard driver={driver} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function DriverCard({ driver }: { driver: DriverDto }) {
  const { t } = useTranslation('championship');
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-ring dark:hover:border-brand-700">
      <div className="flex items-start gap-3 p-4">
        <CarNumber number={driver.carNumber} name={driver.name} />
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg leading-tight font-bold tracking-tight">
            <Link
              to={`/drivers/${driver.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-accent-text"
            >
              {driver.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{driver.teamName}</p>
          {driver.country ? (
            <p className="text-sm">
              <CountryFlag country={driver.country} decorative className="mr-1.5" />
              {driver.country}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-auto flex items-center justify-between gap-2 border-t border-border px-4 py-3">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{t('common.titles')}</dt>
          <dd className="font-display text-xl font-bold">{driver.championships}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">{t('drivers.fantasyPoints')}</dt>
          <dd className="font-display text-xl font-bold tabular-nums">{driver.points}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('driverDetail.form')}</dt>
          <dd>
            <FormBadge form={driver.form} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
