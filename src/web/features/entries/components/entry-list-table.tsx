import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '@web/components/ui/skeleton';
import { useEventEntries } from '../api/entries-api';

/** The event's entry list, by car number (docs/decisions/0191): who a player can expect to score there. */
export function EntryListTable({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useTranslation('fair');
  const query = useEventEntries(eventId);
  if (query.isPending) return <SkeletonRows label={t('entries.loading')} rowClassName="h-10" />;
  if (query.isError) return <p className="py-8 text-center text-sm text-danger">{t('entries.error')}</p>;
  const entries = query.data;
  if (entries.length === 0) {
    return <p data-testid="entry-list-empty" className="py-10 text-center text-muted-foreground">{t('entries.empty')}</p>;
  }
  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground">{t('entries.count', { count: entries.length })}</p>
      <div className="-mx-5 sm:mx-0">
        <table data-testid="entry-list" className="w-full text-left text-sm">
          <caption className="sr-only">{t('entries.caption', { name: eventName })}</caption>
          <thead>
            <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="w-16 py-2.5 pr-3 pl-5 text-right font-semibold sm:pl-3">{t('entries.number')}</th>
              <th scope="col" className="px-3 py-2.5 font-semibold">{t('entries.driver')}</th>
              <th scope="col" className="py-2.5 pr-5 pl-3 font-semibold sm:pr-3">{t('entries.team')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((e) => (
              <tr key={e.driverId}>
                <td className="py-2.5 pr-3 pl-5 text-right font-display font-black tabular-nums italic sm:pl-3">
                  {e.carNumber ?? '—'}
                </td>
                <th scope="row" className="px-3 py-2.5 font-semibold">
                  <Link to={`/drivers/${e.driverId}`} className="rounded-sm hover:underline">
                    {e.name}
                  </Link>
                </th>
                <td className="py-2.5 pr-5 pl-3 text-muted-foreground sm:pr-3">{e.teamName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
