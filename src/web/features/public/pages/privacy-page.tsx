import { useTranslation } from 'react-i18next';
import { LegalPage, type LegalSection } from '../components/legal-page';

/** Privacy Policy (the product spec's policy figures): 30-day privacy requests, 48 hours for the privacy team, minimum age 13. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('privacy.title')}
      description={t('privacy.description')}
      intro={t('privacy.intro')}
      sections={t('privacy.sections', { returnObjects: true }) as LegalSection[]}
    />
  );
}
