import { describe, expect, it } from 'vitest';
import type { MarketDriver } from '@shared/api/market';
import { filterDrivers, NO_SORT, nextSort, sortDrivers, teamNames, withPinned, type SortState } from './market-list';

const driver = (id: number, name: string, teamName: string | null, price: number, points: number): MarketDriver => ({
  id,
  name,
  teamId: null,
  teamName,
  imageUrl: null,
  price,
  points,
  form: 'stable',
  priceChange: 0,
  percentChange: 0,
});

const list = [
  driver(1, 'Kalle Rovanperä', 'Toyota Gazoo Racing', 4_500_000, 120),
  driver(2, 'Thierry Neuville', 'Hyundai Shell Mobis', 4_000_000, 150),
  driver(3, 'Adrien Fourmaux', 'Hyundai Shell Mobis', 2_500_000, 60),
  driver(4, 'Privateer', null, 500_000, 0),
];

describe('nextSort', () => {
  it('cycles one column desc → asc → off', () => {
    let s: SortState = NO_SORT;
    s = nextSort(s, 'price');
    expect(s).toEqual({ column: 'price', direction: 'desc' });
    s = nextSort(s, 'price');
    expect(s).toEqual({ column: 'price', direction: 'asc' });
    s = nextSort(s, 'price');
    expect(s).toEqual(NO_SORT);
  });

  it('turning one column on clears the other, starting at desc', () => {
    const price: SortState = { column: 'price', direction: 'asc' };
    expect(nextSort(price, 'points')).toEqual({ column: 'points', direction: 'desc' });
  });
});

describe('sortDrivers', () => {
  it('sorts by price or points in either direction and keeps the original order when off', () => {
    expect(sortDrivers(list, { column: 'price', direction: 'desc' }).map((d) => d.id)).toEqual([1, 2, 3, 4]);
    expect(sortDrivers(list, { column: 'price', direction: 'asc' }).map((d) => d.id)).toEqual([4, 3, 2, 1]);
    expect(sortDrivers(list, { column: 'points', direction: 'desc' }).map((d) => d.id)).toEqual([2, 1, 3, 4]);
    expect(sortDrivers(list, NO_SORT).map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('sortDrivers by ownership (game-rules §9.11)', () => {
  it('sorts by the share now, a driver the ownership read does not list counting as 0', () => {
    const owned = new Map([
      [1, 12.5],
      [2, 75],
      [4, 33.3],
    ]);
    expect(sortDrivers(list, { column: 'ownership', direction: 'desc' }, owned).map((d) => d.id)).toEqual([2, 4, 1, 3]);
    expect(sortDrivers(list, { column: 'ownership', direction: 'asc' }, owned).map((d) => d.id)).toEqual([3, 1, 4, 2]);
  });
});

describe('filterDrivers', () => {
  it('matches driver or team name case-insensitively, trimmed', () => {
    expect(filterDrivers(list, { search: '  neuVILLE ', team: '' }).map((d) => d.id)).toEqual([2]);
    expect(filterDrivers(list, { search: 'hyundai', team: '' }).map((d) => d.id)).toEqual([2, 3]);
    expect(filterDrivers(list, { search: '', team: '' })).toHaveLength(4);
  });

  it('applies the team filter exactly and together with the search', () => {
    expect(filterDrivers(list, { search: '', team: 'Hyundai Shell Mobis' }).map((d) => d.id)).toEqual([2, 3]);
    expect(filterDrivers(list, { search: 'adrien', team: 'Toyota Gazoo Racing' })).toEqual([]);
  });
});

describe('teamNames', () => {
  it('lists each named team once, alphabetically', () => {
    expect(teamNames(list)).toEqual(['Hyundai Shell Mobis', 'Toyota Gazoo Racing']);
  });
});

describe('withPinned', () => {
  it('keeps a just-bought row in its server place while the server list no longer has it', () => {
    const serverList = [...list].sort((a, b) => b.points - a.points);
    const withoutRovanpera = serverList.filter((d) => d.id !== 1);
    expect(withPinned(withoutRovanpera, [list[0]!]).map((d) => d.id)).toEqual(serverList.map((d) => d.id));
  });

  it('does not duplicate a row the server still lists', () => {
    expect(withPinned(list, [list[0]!])).toHaveLength(list.length);
  });
});
