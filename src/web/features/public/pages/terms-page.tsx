import { useTranslation } from 'react-i18next';
import { LegalPage, type LegalSection } from '../components/legal-page';

/** Terms of Use (the product spec's policy figures): minimum age 13, 99.9% uptime target, legal inquiries within 5 business days. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('terms.title')}
      description={t('terms.description')}
      intro={t('terms.intro')}
      sections={t('terms.sections', { returnObjects: true }) as LegalSection[]}
    />
  );
}
