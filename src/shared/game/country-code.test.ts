import { describe, expect, it } from 'vitest';
import { countryCode, countryFlag } from './country-code';

describe('countryCode', () => {
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
  ])('maps %s to %s', (country, code) => {
    expect(countryCode(country)).toBe(code);
  });

  it('ignores case and surrounding spaces for mapped names', () => {
    expect(countryCode('  united kingdom ')).toBe('GB');
    expect(countryCode('CROATIA')).toBe('HR');
  });

  it('falls back to the first two letters uppercased', () => {
    expect(countryCode('Mexico')).toBe('ME');
    expect(countryCode('new Zealand')).toBe('NE');
    expect(countryCode(' Latvia')).toBe('LA');
  });

  it('handles very short names', () => {
    expect(countryCode('x')).toBe('X');
    expect(countryCode('')).toBe('');
  });
});

describe('countryFlag', () => {
  it('builds the regional-indicator pair', () => {
    expect(countryFlag('FI')).toBe('\u{1F1EB}\u{1F1EE}');
    expect(countryFlag('GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(countryFlag('AZ')).toBe('\u{1F1E6}\u{1F1FF}');
  });

  it('accepts lower case', () => {
    expect(countryFlag('jp')).toBe('\u{1F1EF}\u{1F1F5}');
  });

  it('is empty for anything but two letters', () => {
    expect(countryFlag('')).toBe('');
    expect(countryFlag('F')).toBe('');
    expect(countryFlag('FIN')).toBe('');
    expect(countryFlag('F1')).toBe('');
    expect(countryFlag(' FI')).toBe('');
    expect(countryFlag('ÉS')).toBe('');
  });
});
