import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** Placeholder until the home issue builds the hero and sections: only the heading. */
export function HomePage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('home.title'));
  return <PageHeader title={t('home.heading')} />;
}
