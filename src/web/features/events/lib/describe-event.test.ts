import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { EventDescriptionFacts } from '@shared/event-description';
import de from '@web/locales/de/events.json';
import en from '@web/locales/en/events.json';
import fr from '@web/locales/fr/events.json';
import it_ from '@web/locales/it/events.json';
import { describeEvent } from './describe-event';

// Issue 30 item 11: a generated description is worded in the reader's language, from the facts the seed stored.
const texts = { de, en, fr, it: it_ };

async function describeIn(language: keyof typeof texts, facts: EventDescriptionFacts): Promise<string> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { events: texts[language] } },
    ns: ['events'],
    defaultNS: 'events',
    interpolation: { escapeValue: false },
  });
  return describeEvent(facts, instance.getFixedT(language, 'events') as TFunction<'events'>, language);
}

const monteCarlo: EventDescriptionFacts = {
  calendarYear: 2026,
  round: 1,
  edition: 94,
  base: 'Gap',
  surface: 'tarmacSnowIce',
  stagesPlanned: 17,
  distanceKm: 339.15,
};
const finland: EventDescriptionFacts = {
  calendarYear: 2026,
  round: 10,
  edition: null,
  base: null,
  surface: 'gravel',
  stagesPlanned: null,
  distanceKm: null,
};

describe('a generated event description', () => {
  it('reads in German for a German reader, numbers written the German way', async () => {
    expect(await describeIn('de', monteCarlo)).toBe(
      'Lauf 1 im Kalender der Rallye-Weltmeisterschaft 2026, die 94. Ausgabe. Standort: Gap. ' +
        'Untergrund: Asphalt mit Schnee und Eis. 17 Wertungsprüfungen über 339,15 km geplant.',
    );
  });

  it('reads in English for an English reader', async () => {
    expect(await describeIn('en', monteCarlo)).toBe(
      'Round 1 of the 2026 World Rally Championship calendar, the 94th edition. Based in Gap. ' +
        'Surface: tarmac with snow and ice. 17 special stages planned over 339.15 km.',
    );
  });

  it('agrees the edition with a feminine noun where the language marks it', async () => {
    expect(await describeIn('it', monteCarlo)).toContain('la 94ª edizione');
    expect(await describeIn('fr', { ...monteCarlo, edition: 1 })).toContain('la 1re édition');
  });

  it('says only what the facts give: no base, no stage count', async () => {
    expect(await describeIn('de', finland)).toBe('Lauf 10 im Kalender der Rallye-Weltmeisterschaft 2026. Untergrund: Schotter.');
    expect(await describeIn('fr', { ...finland, stagesPlanned: 1 })).toBe(
      'Manche 10 du calendrier 2026 du Championnat du monde des rallyes. Revêtement : terre. 1 épreuve spéciale prévue.',
    );
  });
});
