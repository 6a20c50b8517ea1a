import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from './page-head';

/** Sets "<page> · Rally Fantasy" as the tab title; screen readers announce it on navigation. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const head = usePageHead();
  head?.setTitle(t('documentTitle', { title }));
  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);
}
