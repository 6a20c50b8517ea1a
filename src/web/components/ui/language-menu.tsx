import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { currentLanguage, LANGUAGE_NAMES } from '@web/lib/i18n';
import { createDeferredMenu } from './deferred-menu';

const Menu = createDeferredMenu(() => import('./language-menu-dropdown'));

/**
 * The language menu of the public and authentication pages (the game's five languages). Each language is named in itself, so a
 * visitor finds theirs whatever the page is in; the choice applies at once and is kept by this browser.
 * The menu's code loads when the visitor reaches for it (deferred-menu.tsx).
 */
export function LanguageMenu({ className }: { className?: string }) {
  // useTranslation renders again on every language change, so the active language below stays current.
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <Menu
      triggerProps={{
        title: t('language.choose', { language: LANGUAGE_NAMES[active] }),
        'data-testid': 'language-menu',
        className: cn(
          'inline-flex h-11 shrink-0 cursor-pointer items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-muted-foreground uppercase transition-colors hover:bg-muted hover:text-foreground',
          className,
        ),
      }}
      trigger={
        // The visible code is part of the name ("Language: en"), as WCAG 2.5.3 wants for voice control.
        <>
          <Languages aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('language.label')}: </span>
          <span lang={active}>{active}</span>
        </>
      }
    />
  );
}
