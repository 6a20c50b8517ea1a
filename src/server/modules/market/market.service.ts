import type { Db } from '../../db/client';
import { MARKET_TRENDS_LIMIT, type MarketDriver, type MarketTrend } from '@shared/api/market';
import { percentChange } from '@shared/game/market';
import { listMarketDrivers, listPriceMovers } from './market.repo';

/*
 * The price before the latest change is price − change: the latest history row is the one that set today's
 * price, so the percent is relative to what the driver cost before it.
 */
const percentOf = (price: number, change: number) => percentChange(price - change, change);

/** The Drivers Market screen: the list without the user's own drivers, with change and percent (one decimal). */
export async function getMarketDrivers(db: Db, userId: string): Promise<MarketDriver[]> {
  const rows = await listMarketDrivers(db, userId);
  return rows.map((r) => ({ ...r, percentChange: percentOf(r.price, r.priceChange) }));
}

/** Market Trends: up to 3 drivers with a non-zero change, largest absolute percent change first. */
export async function getMarketTrends(db: Db): Promise<MarketTrend[]> {
  const rows = await listPriceMovers(db);
  return rows
    .map((r) => ({ ...r, percentChange: percentOf(r.price, r.priceChange) }))
    .filter((r) => r.priceChange !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.percentChange) - Math.abs(a.percentChange) ||
        Math.abs(b.priceChange) - Math.abs(a.priceChange) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, MARKET_TRENDS_LIMIT);
}
