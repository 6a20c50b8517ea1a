import { ArrowDownLeft, ArrowUpRight, Flag, Target, Users } from 'lucide-react';
import { formatRelative } from '@web/lib/format-date';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { Activity } from '@shared/api/players';
import { formatMoney } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format-date';

type T = UseTranslationResponse<'player', undefined>['t'];

/** Icon, sentence and target of one activity line. */
function describe(item: Activity, t: T): { icon: ReactNode; text: string; to: string } {
  switch (item.kind) {
    case 'transfer': {
      const text = t(item.direction === 'in' ? 'statsPage.activity.transferIn' : 'statsPage.activity.transferOut', {
        driver: item.driverName,
        price: formatMoney(item.price),
      });
      return { icon: item.direction === 'in' ? <ArrowDownLeft /> : <ArrowUpRight />, text, to: `/drivers/${item.driverId}` };
    }
    case 'prediction':
      return { icon: <Target />, text: t('statsPage.activity.prediction', { event: item.eventName }), to: `/events/${item.eventId}` };
    case 'league':
      return { icon: <Users />, text: t('statsPage.activity.league', { league: item.leagueName }), to: `/leagues/${item.leagueId}` };
    case 'points':
      return {
        icon: <Flag />,
        text: t('statsPage.activity.points', { count: item.points, event: item.eventName }),
        to: `/events/${item.eventId}`,
      };
  }
}

/** The player's recent activity, newest first: transfers, predictions, league joins and points scored. */
export function ActivityList({ activity }: { activity: Activity[] }) {
  const { t } = useTranslation('player');
  return (
    <Card data-testid="stats-activity">
      <CardHeader>
        <CardTitle>{t('statsPage.activity.heading')}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('statsPage.activity.empty')}</p>
        ) : (
          <ol className="space-y-1">
            {activity.map((item, i) => {
              const line = describe(item, t);
              return (
                <li key={`${item.kind}-${item.at}-${i}`} data-testid="activity-item">
                  <Link to={line.to} className="-mx-2 flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-muted">
                    <span aria-hidden="true" className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-accent-text [&>svg]:size-4">
                      {line.icon}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm">{line.text}</span>
                      <time dateTime={item.at} className="text-xs text-muted-foreground" title={formatDate(item.at, 'dateTime')}>
                        {formatRelative(item.at)}
                      </time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
