import { Check } from 'lucide-react';
import { LANGUAGES } from '@shared/constants/enums';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '@web/lib/i18n';
import type { DeferredMenuProps } from './deferred-menu';
import { DropdownMenu, DropdownMenuContent, DropdownMenuIcon, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

/** The language menu itself, loaded when first wanted (language-menu.tsx). */
export default function LanguageMenuDropdown({ triggerProps, trigger, defaultOpen }: DeferredMenuProps) {
  const active = currentLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...triggerProps}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        {LANGUAGES.map((language) => (
          <DropdownMenuItem key={language} lang={language} onSelect={() => void setLanguage(language)}>
            <DropdownMenuIcon>{language === active ? <Check aria-hidden="true" /> : null}</DropdownMenuIcon>
            <span>{LANGUAGE_NAMES[language]}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
