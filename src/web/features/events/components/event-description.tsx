import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@shared/api/events';
import type { Language } from '@shared/constants/enums';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { isLanguage } from '@web/lib/i18n';
import { describeEvent } from '../lib/describe-event';

type Described = Pick<EventDto, 'description' | 'descriptionLanguage' | 'descriptionFacts'>;

/** A language's name in the reader's language ("Englisch" for a German reader), as Intl writes it. */
function languageName(language: Language, reader: string): string {
  return new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language;
}

/**
 * An event's description (docs/decisions/0207): a generated one in the reader's language; one an admin wrote
 * as written, in its own `lang` (so a screen reader speaks it in that language), marked with the language's
 * name when it is not the reader's.
 */
export function EventDescription({ event, className }: { event: Described; className?: string }) {
  const { t, i18n } = useTranslation('events');
  const reader = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  if (event.descriptionFacts) return <p className={className}>{describeEvent(event.descriptionFacts, t, reader)}</p>;
  if (event.description === null) return <p className={className}>{t('detail.noDescription')}</p>;
  const written = event.descriptionLanguage;
  return (
    <div className="space-y-2">
      {written !== null && written !== reader ? (
        <Badge data-testid="event-description-language">
          <Languages aria-hidden="true" className="size-3.5" />
          {t('detail.writtenIn', { language: languageName(written, reader) })}
        </Badge>
      ) : null}
      <p lang={written ?? undefined} className={cn('break-words whitespace-pre-line', className)}>
        {event.description}
      </p>
    </div>
  );
}
