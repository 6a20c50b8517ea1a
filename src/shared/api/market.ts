import { z } from 'zod';
import { FORMS } from '../constants/enums';

/** Drivers market (docs/decisions/0052-market-list-trends-and-buttons.md; rules: docs/game-rules.md §9.5, §9.6). Money in whole euros. */

export const marketDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  points: z.number().int(),
  form: z.enum(FORMS),
  /** From the driver's latest price-history row; 0 when the price never moved. */
  priceChange: z.number().int(),
  /** Percent, one decimal. */
  percentChange: z.number(),
});
export type MarketDriver = z.infer<typeof marketDriverSchema>;

export const marketDriversResponseSchema = z.object({ drivers: z.array(marketDriverSchema) });
export type MarketDriversResponse = z.infer<typeof marketDriversResponseSchema>;

export const marketTrendSchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  teamName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  priceChange: z.number().int(),
  percentChange: z.number(),
});
export type MarketTrend = z.infer<typeof marketTrendSchema>;

export const marketTrendsResponseSchema = z.object({ trends: z.array(marketTrendSchema) });
export type MarketTrendsResponse = z.infer<typeof marketTrendsResponseSchema>;

export const MARKET_TRENDS_LIMIT = 3;
