import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format-date';
import type { Transfer } from '@shared/api/fantasy';
import { formatMoney } from '@web/lib/format';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** The real transfer history (docs/game-rules.md §3.5); the spec's text when there is none. */
export function TransferHistory({
  transfers,
  isLoading,
  error,
}: {
  transfers: Transfer[] | undefined;
  isLoading: boolean;
  /** A failed load is shown as an error, never as the "no transfers" empty text. */
  error?: string | null;
}) {
  const { t } = useTranslation('team');
  return (
    <Card role="region" className="min-w-0" aria-labelledby="transfer-history-heading">
      <CardHeader className="pb-2">
        <CardTitle id="transfer-history-heading">{t('transfers.heading')}</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <Alert tone="danger" title={t('errorHeading')}>
            {error}
          </Alert>
        ) : isLoading ? (
          <div className="space-y-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : !transfers || transfers.length === 0 ? (
          <p className="rounded-xl bg-muted px-4 py-5 text-center text-sm text-muted-foreground">{t('transfers.empty')}</p>
        ) : (
          <div className="-mx-5 relative overflow-x-auto sm:-mx-6">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('transfers.heading')}</caption>
              <thead>
                <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  <th scope="col" className="px-5 py-2 sm:px-6">{t('transfers.date')}</th>
                  <th scope="col" className="px-2 py-2">{t('transfers.driver')}</th>
                  <th scope="col" className="px-2 py-2">{t('transfers.type')}</th>
                  <th scope="col" className="px-5 py-2 text-right sm:px-6">{t('transfers.price')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {transfers.map((x) => (
                  <tr key={x.id}>
                    <td className="px-5 py-2.5 whitespace-nowrap text-muted-foreground tabular-nums sm:px-6">
                      {/* Date and time stack on phones so the Price column fits in 375 px without a sideways scroll. */}
                      <time dateTime={x.createdAt}>
                        <span className="block sm:inline">{formatDate(x.createdAt, 'dayMonth')},</span>{' '}
                        <span className="block sm:inline">{formatDate(x.createdAt, 'time')}</span>
                      </time>
                    </td>
                    <td className="px-2 py-2.5">
                      <span className="font-medium">{x.driverName}</span>
                    </td>
                    <td className="px-2 py-2.5">
                      {x.type === 'in' ? (
                        <Badge tone="success">
                          <ArrowDownLeft aria-hidden="true" className="size-3" />
                          {t('transfers.in')}
                        </Badge>
                      ) : (
                        <Badge tone="danger">
                          <ArrowUpRight aria-hidden="true" className="size-3" />
                          {t('transfers.out')}
                        </Badge>
                      )}
                    </td>
                    <td className="px-5 py-2.5 text-right font-semibold tabular-nums sm:px-6">{formatMoney(x.price)}</td>
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
