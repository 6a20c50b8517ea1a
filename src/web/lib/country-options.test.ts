import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shared/constants/countries';
import { countryOptions } from './country-options';

const labelOf = (language: string, value: string) => countryOptions(language).find((c) => c.value === value)?.label;

describe('country names in the settings list', () => {
  it('keeps the English names as they are in English, and every stored value in every language', () => {
    expect(countryOptions('en').map((c) => c.label)).toEqual(countryOptions('en').map((c) => c.value));
    expect(labelOf('en', 'Germany')).toBe('Germany');
    for (const language of ['en', 'it', 'es', 'fr', 'de']) {
      expect(countryOptions(language).map((c) => c.value).sort()).toEqual([...COUNTRIES].sort());
    }
  });

  it('names each country in the reader language', () => {
    expect(labelOf('it', 'United Kingdom')).toBe('Regno Unito');
    expect(labelOf('es', 'Germany')).toBe('Alemania');
    expect(labelOf('fr', 'Spain')).toBe('Espagne');
    expect(labelOf('de', 'Finland')).toBe('Finnland');
    expect(labelOf('de', 'Bosnia & Herzegovina')).toBe('Bosnien und Herzegowina');
  });

  it('sorts by the language, not by the English names', () => {
    expect(countryOptions('de').slice(0, 4).map((c) => c.label)).toEqual(['Afghanistan', 'Ägypten', 'Ålandinseln', 'Albanien']);
    expect(countryOptions('fr').slice(0, 5).map((c) => c.label)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie', 'Algérie', 'Allemagne']);
    const german = countryOptions('de').map((c) => c.label);
    // Umlauts sort with their vowel: "Österreich" among the O's, not after "Z".
    expect(german.indexOf('Dänemark')).toBeLessThan(german.indexOf('Deutschland'));
    expect(german.indexOf('Österreich')).toBeGreaterThan(german.indexOf('Oman'));
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Pakistan'));
  });
});
