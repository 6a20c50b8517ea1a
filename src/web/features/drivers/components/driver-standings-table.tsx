import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DriverStandingDto } from '@shared/api/championship';
import { StandingsTable } from '@web/components/game/standings-table';

export function DriverStandingsTable({
  standings,
  season,
}: {
  standings: DriverStandingDto[];
  season: number;
}) {
  const { t } = useTranslation('championship');
  return (
    <StandingsTable
      rows={standings.map((s) => ({ ...s, key: s.driverId }))}
      caption={t('drivers.standingsCaption', { year: season })}
      nameHeading={t('common.driver')}
      name={(s) => (
        <>
          <Link to={`/drivers/${s.driverId}`} className="hover:text-accent-text hover:underline">
            {s.name}
          </Link>
          {s.team ? <span className="block text-xs font-normal text-muted-foreground md:hidden">{s.team}</span> : null}
        </>
      )}
      wideColumn={{
        heading: t('common.team'),
        cell: (s) =>
          s.teamId !== null ? (
            <Link to={`/constructors/${s.teamId}`} className="hover:text-accent-text hover:underline">
              {s.team}
            </Link>
          ) : null,
      }}
    />
  );
}
