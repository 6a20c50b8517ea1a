import { describe, expect, it } from 'vitest';
import { eventTimeZone } from './event-time-zone';

describe('eventTimeZone', () => {
  it.each([
    ['Monaco', 'Gap', 'Europe/Paris'],
    ['Finland', 'Jyväskylä', 'Europe/Helsinki'],
    ['Kenya', 'Naivasha', 'Africa/Nairobi'],
    ['Japan', 'Toyota City', 'Asia/Tokyo'],
    ['Paraguay', 'Encarnación', 'America/Asuncion'],
    ['Saudi Arabia', 'Jeddah', 'Asia/Riyadh'],
    ['Chile', 'Concepción', 'America/Santiago'],
    ['Portugal', 'Matosinhos', 'Europe/Lisbon'],
    ['Greece', null, 'Europe/Athens'],
  ])('%s (%s) runs on %s', (country, location, zone) => {
    expect(eventTimeZone(country, location)).toBe(zone);
  });

  it('takes the main zone of a country that spans several', () => {
    expect(eventTimeZone('Spain', 'Barcelona')).toBe('Europe/Madrid');
    expect(eventTimeZone('United States', null)).toBe('America/New_York');
  });

  it('lets the location win where an island keeps its own clock', () => {
    expect(eventTimeZone('Spain', 'Las Palmas de Gran Canaria')).toBe('Atlantic/Canary');
    expect(eventTimeZone('Portugal', 'Funchal, Madeira')).toBe('Atlantic/Madeira');
  });

  it('gives a zone Intl knows for every answer', () => {
    for (const country of ['Croatia', 'Sweden', 'Estonia', 'Italy', 'Germany', 'United Kingdom', 'Mexico']) {
      const zone = eventTimeZone(country, null);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });

  it('is UTC for a country it does not know', () => {
    expect(eventTimeZone('Atlantis', null)).toBe('UTC');
    expect(eventTimeZone('', '')).toBe('UTC');
  });
});
