import type { Surface } from '@shared/constants/enums';

/** Deep surface colours for card headers: white text on each is above 7:1. */
export const SURFACE_BAND: Record<Surface, string> = {
  tarmac: 'from-slate-800 to-slate-950',
  gravel: 'from-amber-800 to-orange-950',
  snow: 'from-sky-700 to-indigo-950',
  mixed: 'from-violet-800 to-slate-950',
};
