import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** Placeholder until the dashboard issue: the greeting of spec §2 and nothing that pretends to work. */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user } = useSessionUser();
  useDocumentTitle(t('dashboard.title'));
  const name = user?.username || t('dashboard.fallbackName');
  return <PageHeader title={t('dashboard.greeting', { name })} />;
}
