// docs/decisions/0165. A constructor's colour for driver avatars and team marks, so a glance tells the
// Toyotas from the Hyundais. The works teams get their livery colour; any other team a stable colour of its
// own from its name. Every colour carries white text at WCAG AA (≥ 4.5:1) in both themes.

const LIVERY: readonly { match: RegExp; colour: string }[] = [
  { match: /toyota|gazoo/i, colour: '#c8102e' }, // Toyota Gazoo Racing red
  { match: /hyundai/i, colour: '#002c5f' }, // Hyundai Motorsport navy
  { match: /m-sport|ford/i, colour: '#1d4ed8' }, // Ford blue
  { match: /citro[eë]n/i, colour: '#9f1239' },
  { match: /[sš]koda/i, colour: '#166534' },
];

/** A neutral slate for a driver without a team. */
export const NO_TEAM_COLOUR = '#475569';

/** FNV-1a, so the same name always lands on the same hue on every device. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The team's colour as a CSS colour string. */
export function teamColour(teamName: string | null | undefined): string {
  const name = teamName?.trim();
  if (!name) return NO_TEAM_COLOUR;
  const livery = LIVERY.find((l) => l.match.test(name));
  if (livery) return livery.colour;
  // Dark, saturated hues: lightness 30 % keeps white text above 4.5:1 for every hue.
  return `hsl(${hash(name.toLowerCase()) % 360} 70% 30%)`;
}
