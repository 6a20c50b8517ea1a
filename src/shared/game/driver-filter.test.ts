import { describe, expect, it } from 'vitest';
import { filterDrivers, type FilterableDriver } from './driver-filter';

const drivers: (FilterableDriver & { id: number })[] = [
  {
    id: 1,
    name: 'Sébastien Ogier',
    coDriverName: 'Vincent Landais',
    teamId: 1,
    teamName: 'Toyota Gazoo Racing WRT',
  },
  {
    id: 2,
    name: 'Thierry Neuville',
    coDriverName: 'Martijn Wydaeghe',
    teamId: 2,
    teamName: 'Hyundai Shell Mobis WRT',
  },
  { id: 3, name: 'Josh McErlean', coDriverName: null, teamId: 3, teamName: 'M-Sport Ford WRT' },
  { id: 4, name: 'Privateer', coDriverName: null, teamId: null, teamName: null },
];
const ids = (list: { id: number }[]) => list.map((d) => d.id);

describe('filterDrivers', () => {
  it('keeps everyone without a search or team', () => {
    expect(ids(filterDrivers(drivers, { search: '', teamId: null }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterDrivers(drivers, { search: '   ', teamId: null }))).toEqual([1, 2, 3, 4]);
  });

  it('matches the driver name case-insensitively', () => {
    expect(ids(filterDrivers(drivers, { search: 'OGIER', teamId: null }))).toEqual([1]);
  });

  it('matches the co-driver', () => {
    expect(ids(filterDrivers(drivers, { search: 'wydaeghe', teamId: null }))).toEqual([2]);
  });

  it('matches the team name', () => {
    expect(ids(filterDrivers(drivers, { search: ' m-sport ', teamId: null }))).toEqual([3]);
  });

  it('keeps only the chosen team, combined with the search', () => {
    expect(ids(filterDrivers(drivers, { search: '', teamId: 2 }))).toEqual([2]);
    expect(ids(filterDrivers(drivers, { search: 'ogier', teamId: 2 }))).toEqual([]);
  });
});
