import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shared/constants/countries';
import { countryCode, isoCountryCode } from './country-code';

describe('countryCode (game-rules §13.1)', () => {
  it.each([
    ['Croatia', 'HR'],
    ['Portugal', 'PT'],
    ['Italy', 'IT'],
    ['Finland', 'FI'],
    ['Greece', 'GR'],
    ['Chile', 'CL'],
    ['Sweden', 'SE'],
    ['Kenya', 'KE'],
    ['Estonia', 'EE'],
    ['Belgium', 'BE'],
    ['Japan', 'JP'],
    ['Spain', 'ES'],
    ['United Kingdom', 'GB'],
    ['France', 'FR'],
    ['Germany', 'DE'],
  ])('keeps the spec map: %s is %s', (country, code) => {
    expect(countryCode(country)).toBe(code);
  });

  it.each([
    ['Monaco', 'MC'],
    ['Paraguay', 'PY'],
    ['Saudi Arabia', 'SA'],
    ['Mexico', 'MX'],
    ['New Zealand', 'NZ'],
    ['Latvia', 'LV'],
    ['Ireland', 'IE'],
    ['Luxembourg', 'LU'],
    ['Austria', 'AT'],
    ['Switzerland', 'CH'],
  ])('gives every other country its ISO 3166 code, not its first letters: %s is %s', (country, code) => {
    expect(countryCode(country)).toBe(code);
  });

  it('ignores case, inner and surrounding spaces', () => {
    expect(countryCode('  united   kingdom ')).toBe('GB');
    expect(countryCode('CROATIA')).toBe('HR');
    expect(countryCode(' monaco')).toBe('MC');
  });

  it('takes the first country of a composite name', () => {
    expect(countryCode('Monaco / France')).toBe('MC');
    expect(countryCode('Germany / Czech Republic / Austria')).toBe('DE');
  });

  it('keeps the first two letters only for a name that is no country', () => {
    expect(countryCode('Atlantis')).toBe('AT');
    expect(countryCode('x')).toBe('X');
    expect(countryCode('')).toBe('');
  });
});

describe('isoCountryCode', () => {
  it('knows every country the settings form offers', () => {
    for (const country of COUNTRIES) expect(isoCountryCode(country), country).toMatch(/^[A-Z]{2}$/);
    expect(isoCountryCode('Bosnia & Herzegovina')).toBe('BA');
    expect(isoCountryCode('Côte d’Ivoire')).toBe('CI');
    expect(isoCountryCode('Türkiye')).toBe('TR');
  });

  it('knows common English aliases', () => {
    expect(isoCountryCode('Czech Republic')).toBe('CZ');
    expect(isoCountryCode('Turkey')).toBe('TR');
    expect(isoCountryCode('USA')).toBe('US');
    expect(isoCountryCode('United States of America')).toBe('US');
    expect(isoCountryCode('Great Britain')).toBe('GB');
    expect(isoCountryCode("Cote d'Ivoire")).toBe('CI');
  });

  it('is null for unknown or missing names', () => {
    expect(isoCountryCode('Atlantis')).toBeNull();
    expect(isoCountryCode('')).toBeNull();
    expect(isoCountryCode('   ')).toBeNull();
    expect(isoCountryCode(null)).toBeNull();
    expect(isoCountryCode(undefined)).toBeNull();
  });
});
