import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** Placeholder until its own issue builds the screen: only the heading, no pretend data. */
export function LeagueSettingsPage() {
  const { t } = useTranslation('pages');
  const title = t('leagueSettings.title');
  useDocumentTitle(title);
  return <PageHeader title={title} />;
}
