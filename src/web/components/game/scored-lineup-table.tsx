import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PointsBreakdown, ScoredDriver } from '@shared/api/players';
import { CAPTAIN_MULTIPLIER } from '@shared/constants/game';
import { CaptainBadge } from './captain-badge';
import { BreakdownChips } from './points-breakdown';
import { cn } from '@web/lib/cn';

function ResultText({ driver }: { driver: ScoredDriver }) {
  const { t } = useTranslation('player');
  switch (driver.status) {
    case null:
      return <>{t('dashboard.lastScored.notEntered')}</>;
    case 'finished':
      return <>{driver.finishPosition ? t('dashboard.lastScored.position', { position: driver.finishPosition }) : '–'}</>;
    case 'retired':
      return <>{t('dashboard.lastScored.statusRetired')}</>;
    case 'disqualified':
      return <>{t('dashboard.lastScored.statusDisqualified')}</>;
    case 'did_not_start':
      return <>{t('dashboard.lastScored.statusDidNotStart')}</>;
  }
}

/** The rules that gave the driver points, e.g. "Finishing position +25 · Stage wins +3", and the captain's ×2. */
function Breakdown({ breakdown, captainBonus }: { breakdown: PointsBreakdown; captainBonus: number }) {
  const { t } = useTranslation('player');
  return (
    <BreakdownChips
      breakdown={breakdown}
      captain={{ bonus: captainBonus, label: t('dashboard.lastScored.captainChip', { multiplier: CAPTAIN_MULTIPLIER }) }}
      label={(rule) => t(`dashboard.lastScored.rules.${rule}`)}
      empty={<span className="text-muted-foreground">{t('dashboard.lastScored.noPoints')}</span>}
    />
  );
}

/**
 * "Explain my points": each driver held at the lock, his result and his points rule by rule as the server sent
 * them (the dashboard's last event and the explain page share it, so both read alike).
 */
export function ScoredLineupTable({ eventName, drivers }: { eventName: string; drivers: ScoredDriver[] }) {
  const { t } = useTranslation('player');
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('dashboard.lastScored.caption', { name: eventName })}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="py-2 pr-2">{t('dashboard.lastScored.driver')}</th>
            <th scope="col" className="py-2 pr-2">{t('dashboard.lastScored.result')}</th>
            <th scope="col" className="hidden py-2 pr-2 md:table-cell">{t('dashboard.lastScored.explain')}</th>
            <th scope="col" className="py-2 text-right">{t('dashboard.lastScored.points')}</th>
          </tr>
        </thead>
        <tbody>
          {drivers.map((d) => (
            <tr key={d.driverId} data-testid="scored-driver" className="border-b border-border align-top last:border-0">
              <td className="py-2.5 pr-2">
                <Link to={`/drivers/${d.driverId}`} className="font-semibold hover:underline">
                  {d.name}
                </Link>
                {d.captain ? (
                  <CaptainBadge letter={t('dashboard.team.captainLetter')} label={t('dashboard.lastScored.captain')} className="ml-1.5" />
                ) : null}
                {/* On phones the explanation sits under the name instead of in its own column. */}
                <div className="mt-1.5 md:hidden">
                  <Breakdown breakdown={d.breakdown} captainBonus={d.captainBonus} />
                </div>
              </td>
              <td className="py-2.5 pr-2 whitespace-nowrap text-muted-foreground">
                <ResultText driver={d} />
              </td>
              <td className="hidden py-2.5 pr-2 md:table-cell">
                <Breakdown breakdown={d.breakdown} captainBonus={d.captainBonus} />
              </td>
              <td className={cn('py-2.5 text-right font-bold tabular-nums', d.points < 0 && 'text-danger')}>{d.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
