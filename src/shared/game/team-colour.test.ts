import { describe, expect, it } from 'vitest';
import { NO_TEAM_COLOUR, teamColour } from './team-colour';

describe('teamColour', () => {
  it('gives the works teams their livery colour', () => {
    expect(teamColour('Toyota Gazoo Racing WRT')).toBe('#c8102e');
    expect(teamColour('Hyundai Shell Mobis WRT')).toBe('#002c5f');
    expect(teamColour('M-Sport Ford WRT')).toBe('#1d4ed8');
  });

  it('gives the three works teams three different colours', () => {
    const colours = new Set(['Toyota Gazoo Racing WRT', 'Hyundai Shell Mobis WRT', 'M-Sport Ford WRT'].map(teamColour));
    expect(colours.size).toBe(3);
  });

  it('gives any other team a stable dark colour of its own', () => {
    expect(teamColour('PH Sport')).toBe(teamColour('  ph sport '));
    expect(teamColour('PH Sport')).toMatch(/^hsl\(\d{1,3} 70% 30%\)$/);
    expect(teamColour('PH Sport')).not.toBe(teamColour('2C Competition'));
  });

  it('is neutral without a team', () => {
    expect(teamColour(null)).toBe(NO_TEAM_COLOUR);
    expect(teamColour(undefined)).toBe(NO_TEAM_COLOUR);
    expect(teamColour('  ')).toBe(NO_TEAM_COLOUR);
  });
});
