import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LastScoredEvent, PointsBreakdown, ScoredDriver } from '@shared/api/players';
import { CAPTAIN_MULTIPLIER } from '@shared/constants/game';
import { CaptainBadge } from '@web/components/game/captain-badge';
import { BreakdownChips } from '@web/components/game/points-breakdown';
import { PointsFigures } from '@web/components/game/points-figures';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
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

/** "Explain my points": the last scored event, team and prediction points, and each held driver rule by rule. */
export function LastScoredCard({ event }: { event: LastScoredEvent | null }) {
  const { t } = useTranslation('player');
  if (!event) {
    return (
      <Card data-testid="dashboard-last-scored">
        <CardHeader>
          <CardTitle>{t('dashboard.lastScored.headingNone')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{t('dashboard.lastScored.none')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="dashboard-last-scored">
      <CardHeader>
        <CardTitle>
          <Link to={`/events/${event.eventId}`} className="hover:underline">
            {t('dashboard.lastScored.heading', { name: event.name })}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <PointsFigures
          figures={[
            { label: t('dashboard.lastScored.team'), value: event.teamPoints },
            { label: t('dashboard.lastScored.prediction'), value: event.predictionPoints },
            { label: t('dashboard.lastScored.total'), value: event.points },
          ]}
        />
        {event.teamPoints === null ? null : event.drivers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.lastScored.noLineup')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('dashboard.lastScored.caption', { name: event.name })}</caption>
              <thead>
                <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  <th scope="col" className="py-2 pr-2">{t('dashboard.lastScored.driver')}</th>
                  <th scope="col" className="py-2 pr-2">{t('dashboard.lastScored.result')}</th>
                  <th scope="col" className="hidden py-2 pr-2 md:table-cell">{t('dashboard.lastScored.explain')}</th>
                  <th scope="col" className="py-2 text-right">{t('dashboard.lastScored.points')}</th>
                </tr>
              </thead>
              <tbody>
                {event.drivers.map((d) => (
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
        )}
      </CardContent>
    </Card>
  );
}
