import { describe, expect, it } from 'vitest';
import { flagForCountry, isoCountryCode } from './country-iso';

describe('isoCountryCode', () => {
  it('knows the countries of the calendar, the teams and the drivers', () => {
    expect(isoCountryCode('Monaco')).toBe('MC');
    expect(isoCountryCode('Paraguay')).toBe('PY');
    expect(isoCountryCode('Saudi Arabia')).toBe('SA');
    expect(isoCountryCode('United Kingdom')).toBe('GB');
    expect(isoCountryCode('New Zealand')).toBe('NZ');
    expect(isoCountryCode('Latvia')).toBe('LV');
  });

  it('ignores case and surrounding spaces', () => {
    expect(isoCountryCode('  finland ')).toBe('FI');
  });

  it('is null for unknown or missing names', () => {
    expect(isoCountryCode('Atlantis')).toBeNull();
    expect(isoCountryCode('')).toBeNull();
    expect(isoCountryCode(null)).toBeNull();
    expect(isoCountryCode(undefined)).toBeNull();
  });
});

describe('flagForCountry', () => {
  it('builds the flag from the ISO code, not the first two letters', () => {
    expect(flagForCountry('Monaco')).toBe('🇲🇨');
    expect(flagForCountry('Sweden')).toBe('🇸🇪');
  });

  it('is empty when the country is unknown', () => {
    expect(flagForCountry('Atlantis')).toBe('');
    expect(flagForCountry(null)).toBe('');
  });
});
