import {
  applyPriceChange,
  driverForm,
  expectedPoints,
  nextEventOdds,
  priceChange,
} from '../../../shared/game/market';
import type { Form } from '../../../shared/constants/enums';
import type { DemoPrice, DemoResult } from './demo-types';
import type { RosterDriver } from './roster';

export interface CompletedEventScore {
  round: number;
  scoredAt: Date;
  results: readonly DemoResult[];
}

export interface MarketState {
  price: number;
  points: number;
  form: Form;
  nextEventOdds: number;
}

/** The opening price row is dated a week before the first event, when the market opened. */
const OPENING_LEAD_MS = 7 * 86_400_000;

/**
 * Replays the public market rule over the completed events in order, exactly as the engine does after
 * scoring each event: a driver on the entry list moves by priceChange(points, expected from his earlier
 * events); a driver not entered keeps his price (a zero-change row keeps every chart on one time axis).
 * Form compares the last event with the season average; odds use the podiums of the last events raced.
 */
export function replayMarket(
  roster: readonly RosterDriver[],
  completed: readonly CompletedEventScore[],
  marketOpensAt: Date,
): { prices: DemoPrice[]; state: Map<string, MarketState> } {
  const prices: DemoPrice[] = [];
  const state = new Map<string, MarketState>();
  for (const driver of roster) {
    const name = driver.source.name;
    let price = driver.basePrice;
    const history: number[] = [];
    const podiums: boolean[] = [];
    prices.push({
      driverName: name,
      round: null,
      price,
      change: 0,
      createdAt: new Date(marketOpensAt.getTime() - OPENING_LEAD_MS),
    });
    for (const event of completed) {
      const result = event.results.find((r) => r.driverName === name);
      let change = 0;
      if (result) {
        const moved = applyPriceChange(price, priceChange(result.fantasyPoints, expectedPoints(history)));
        price = moved.price;
        change = moved.change;
        history.push(result.fantasyPoints);
        podiums.push(result.status === 'finished' && result.position !== null && result.position <= 3);
      }
      prices.push({ driverName: name, round: event.round, price, change, createdAt: event.scoredAt });
    }
    const points = history.reduce((a, b) => a + b, 0);
    const average = history.length > 0 ? points / history.length : undefined;
    state.set(name, {
      price,
      points,
      form: driverForm(history.at(-1), average),
      nextEventOdds: nextEventOdds(podiums),
    });
  }
  return { prices, state };
}
