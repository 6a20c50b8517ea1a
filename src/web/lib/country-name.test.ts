import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('a stored country name in the reader language', () => {
  it('keeps English as stored and writes the others their way', () => {
    expect(countryName('Finland', 'en')).toBe('Finland');
    expect(countryName('Finland', 'de')).toBe('Finnland');
    expect(countryName('United Kingdom', 'it')).toBe('Regno Unito');
    expect(countryName('Sweden', 'fr')).toBe('Suède');
    expect(countryName('Japan', 'es')).toBe('Japón');
  });

  it('names each part of a composite, and leaves a name that is no country as it is', () => {
    expect(countryName('Monaco / France', 'es')).toBe('Mónaco / Francia');
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
  });
});
