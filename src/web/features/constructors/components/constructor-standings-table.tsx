import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConstructorStandingDto } from '@shared/api/championship';
import { StandingsTable } from '@web/components/game/standings-table';

export function ConstructorStandingsTable({
  standings,
  season,
}: {
  standings: ConstructorStandingDto[];
  season: number;
}) {
  const { t } = useTranslation('championship');
  return (
    <StandingsTable
      rows={standings.map((s) => ({ ...s, key: s.teamId }))}
      caption={t('constructors.standingsCaption', { year: season })}
      nameHeading={t('common.team')}
      name={(s) => (
        <Link to={`/constructors/${s.teamId}`} className="hover:text-accent-text hover:underline">
          {s.name}
        </Link>
      )}
    />
  );
}
