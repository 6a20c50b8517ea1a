import type { TFunction } from 'i18next';
import {
  MAX_TEAM_DRIVERS,
  POSITION_POINTS,
  POWER_STAGE_POINTS,
  PREDICTION_POINTS,
  STAGE_WIN_BONUS,
  TEAM_BUDGET,
} from '@shared/constants/game';
import { formatMoney } from '@web/lib/format';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

const FAQ_IDS = ['createTeam', 'points', 'budget', 'privateLeague', 'transfers', 'predictions', 'absent', 'createLeague'] as const;

/** The spec's FAQ, its figures taken from the game's constants so the help and the rules never disagree. */
export function buildFaqs(t: TFunction<'help'>): Faq[] {
  const values = {
    size: MAX_TEAM_DRIVERS,
    positions: POSITION_POINTS.join('-'),
    stageWin: `+${STAGE_WIN_BONUS}`,
    powerStage: `+${POWER_STAGE_POINTS[0]} to +${POWER_STAGE_POINTS[POWER_STAGE_POINTS.length - 1]}`,
    millions: TEAM_BUDGET / 1_000_000,
    budget: formatMoney(TEAM_BUDGET),
    perfect: `+${PREDICTION_POINTS.perfect}`,
  };
  return FAQ_IDS.map((id) => ({
    id,
    question: t(`faq.${id}.q`),
    answer: t(`faq.${id}.a`, values),
  }));
}

/** Help search: case-insensitive match on the question or the answer text. */
export function filterFaqs(faqs: Faq[], query: string): Faq[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return faqs;
  return faqs.filter((f) => f.question.toLocaleLowerCase().includes(needle) || f.answer.toLocaleLowerCase().includes(needle));
}
