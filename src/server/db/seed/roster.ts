import type { DemoTeam } from './demo-types';
import type { WrcDriver, WrcSeason } from './wrc-data';

// Facts the data file does not hold, with the reason for each value.
// Team base countries: Toyota Gazoo Racing WRT is run from Jyväskylä, Hyundai Motorsport from Alzenau,
// M-Sport from Dovenby Hall in Cumbria. Titles count manufacturers' championships won by the entrant's
// own operation: Toyota Gazoo Racing WRT 2018 and 2021–2025 (the data's sources confirm the fifth
// straight title in 2025), Hyundai 2019 and 2020, M-Sport 2006 and 2007 (running the Ford works team)
// and 2017.
const TEAM_FACTS: Record<string, { country: string; championships: number }> = {
  'Toyota Gazoo Racing WRT': { country: 'Finland', championships: 6 },
  'Hyundai Shell Mobis WRT': { country: 'Germany', championships: 2 },
  'M-Sport Ford WRT': { country: 'United Kingdom', championships: 3 },
};

/**
 * Demo tuning per driver. `strength` (0–10) weights the simulated results; it follows the 2025 final
 * standings (Ogier champion, Evans 4 points behind, Neuville 5th) and the first 2026 rounds.
 * `basePrice` is the opening market price: top drivers €3.0M down to €1.0M, so five stars cost
 * about €13M and a €10M team needs a mix. Titles are drivers' world championships (Ogier 9,
 * Neuville 2024).
 */
export const DRIVER_PROFILES: Record<string, { strength: number; basePrice: number; championships: number }> =
  {
    'Sébastien Ogier': { strength: 9.5, basePrice: 3_000_000, championships: 9 },
    'Elfyn Evans': { strength: 9.3, basePrice: 3_000_000, championships: 0 },
    'Oliver Solberg': { strength: 8.7, basePrice: 2_600_000, championships: 0 },
    'Thierry Neuville': { strength: 8.2, basePrice: 2_400_000, championships: 1 },
    'Takamoto Katsuta': { strength: 8.2, basePrice: 2_400_000, championships: 0 },
    'Adrien Fourmaux': { strength: 7.7, basePrice: 2_200_000, championships: 0 },
    'Sami Pajari': { strength: 7.3, basePrice: 2_000_000, championships: 0 },
    'Esapekka Lappi': { strength: 7.0, basePrice: 1_900_000, championships: 0 },
    'Dani Sordo': { strength: 6.6, basePrice: 1_700_000, championships: 0 },
    'Mārtiņš Sesks': { strength: 6.0, basePrice: 1_500_000, championships: 0 },
    'Hayden Paddon': { strength: 5.6, basePrice: 1_400_000, championships: 0 },
    'Grégoire Munster': { strength: 5.2, basePrice: 1_200_000, championships: 0 },
    'Josh McErlean': { strength: 5.2, basePrice: 1_200_000, championships: 0 },
    'Jon Armstrong': { strength: 4.8, basePrice: 1_000_000, championships: 0 },
  };

// The data gives nationalities as IOC/ISO-style codes; the schema stores country names.
const COUNTRY_NAMES: Record<string, string> = {
  BEL: 'Belgium',
  CHL: 'Chile',
  ESP: 'Spain',
  EST: 'Estonia',
  FIN: 'Finland',
  FRA: 'France',
  GBR: 'United Kingdom',
  GRC: 'Greece',
  IRL: 'Ireland',
  ITA: 'Italy',
  JPN: 'Japan',
  LUX: 'Luxembourg',
  LVA: 'Latvia',
  NZL: 'New Zealand',
  SWE: 'Sweden',
};

export function countryName(code: string | null): string | null {
  if (code === null) return null;
  return COUNTRY_NAMES[code] ?? code;
}

export function buildTeams(season: WrcSeason): DemoTeam[] {
  return season.teams
    .filter((t) => TEAM_FACTS[t.name] !== undefined)
    .map((t) => {
      const facts = TEAM_FACTS[t.name];
      if (!facts) throw new Error(`no facts for team ${t.name}`);
      return {
        name: t.name,
        manufacturer: t.manufacturer,
        car: t.car,
        country: facts.country,
        championships: facts.championships,
      };
    });
}

export interface RosterDriver {
  source: WrcDriver;
  strength: number;
  basePrice: number;
  championships: number;
}

/**
 * The Rally1 line-up of the constructor teams. Privateers (e.g. Bertelli's private GR Yaris) are left
 * out: they belong to no constructor team and enter too rarely to be worth a fantasy pick.
 */
export function buildRoster(season: WrcSeason, teams: readonly DemoTeam[]): RosterDriver[] {
  const teamNames = new Set(teams.map((t) => t.name));
  return season.drivers
    .filter((d) => teamNames.has(d.team))
    .map((d) => {
      const profile = DRIVER_PROFILES[d.name];
      if (!profile) throw new Error(`no demo profile for driver ${d.name}; add one to DRIVER_PROFILES`);
      return { source: d, ...profile };
    });
}
