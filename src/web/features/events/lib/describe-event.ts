import type { TFunction } from 'i18next';
import type { EventDescriptionFacts } from '@shared/event-description';
import { formatNumber, formatOrdinal } from '@web/lib/format';

/**
 * A generated description in the reader's language (docs/decisions/0207): one sentence per fact the data
 * gives, each from `events:description.*` through `t` (the reader's language), with numbers and ordinals
 * written that language's way ("339,15 km", "la 94ª edizione").
 */
export function describeEvent(facts: EventDescriptionFacts, t: TFunction<'events'>, language: string): string {
  const year = String(facts.calendarYear);
  const sentences = [
    facts.edition === null
      ? t('description.intro', { round: facts.round, year })
      : t('description.introEdition', { round: facts.round, year, edition: formatOrdinal(facts.edition, language, 'feminine') }),
  ];
  if (facts.base !== null) sentences.push(t('description.base', { base: facts.base }));
  sentences.push(t(`description.surface.${facts.surface}`));
  if (facts.stagesPlanned !== null) {
    sentences.push(
      facts.distanceKm === null
        ? t('description.stages', { count: facts.stagesPlanned })
        : t('description.stagesDistance', {
            count: facts.stagesPlanned,
            distance: formatNumber(facts.distanceKm, language, { maximumFractionDigits: 2 }),
          }),
    );
  }
  return sentences.join(' ');
}
