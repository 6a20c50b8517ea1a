import { useTranslation } from 'react-i18next';

/** First focusable element of each layout: keyboard users jump straight past the navigation. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[100] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}
