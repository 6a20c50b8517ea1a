import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCorrections } from '../api/corrections-api';
import { CorrectionChanges, CorrectionStamp } from '../components/correction-changes';

/** The public corrections log (docs/decisions/0192): every correction of published results, newest first. */
export function CorrectionsPage() {
  const { t } = useTranslation('fair');
  useDocumentTitle(t('corrections.title'));
  const query = useCorrections();
  return (
    <div className="space-y-6">
      <PageHeader title={t('corrections.title')} description={t('corrections.intro')} />
      {query.isPending ? (
        <div role="status" aria-live="polite" className="space-y-4">
          <span className="sr-only">{t('corrections.loading')}</span>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <Alert tone="danger">{t('corrections.error')}</Alert>
      ) : query.data.length === 0 ? (
        <EmptyState icon={<History />} title={t('corrections.emptyTitle')} description={t('corrections.emptyText')} />
      ) : (
        <ol className="space-y-4">
          {query.data.map((c) => (
            <li key={c.id}>
              <Card data-testid="correction">
                <CardHeader className="pb-2">
                  <CardTitle className="text-lg">
                    <Link to={`/events/${c.event.id}?tab=results`} className="hover:underline">
                      {t('corrections.eventTitle', { name: c.event.name, round: c.event.round, season: c.event.season })}
                    </Link>
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">
                    <CorrectionStamp correction={c} />
                  </p>
                </CardHeader>
                <CardContent>
                  <CorrectionChanges changes={c.changes} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
