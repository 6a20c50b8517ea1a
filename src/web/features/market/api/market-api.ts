import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketDriver, MarketDriversResponse, MarketTrend, MarketTrendsResponse } from '@shared/api/market';
import { apiClient } from '@web/lib/api-client';
import { marketKeys } from '@web/lib/api/my-team';

export async function fetchMarketDrivers(signal?: AbortSignal): Promise<MarketDriver[]> {
  const body = await apiClient.get<MarketDriversResponse>('/api/market/drivers', { signal });
  return body.drivers;
}

// Keys come from lib/api so a purchase anywhere (market row, driver page) refreshes this list.
export const marketDriversQueryOptions = queryOptions({
  queryKey: marketKeys.drivers(),
  queryFn: ({ signal }) => fetchMarketDrivers(signal),
});

export function useMarketDrivers() {
  return useQuery(marketDriversQueryOptions);
}

export async function fetchMarketTrends(signal?: AbortSignal): Promise<MarketTrend[]> {
  const body = await apiClient.get<MarketTrendsResponse>('/api/market/trends', { signal });
  return body.trends;
}

export const marketTrendsQueryOptions = queryOptions({
  queryKey: marketKeys.trends(),
  queryFn: ({ signal }) => fetchMarketTrends(signal),
  // Prices move only when an event is scored.
  staleTime: 5 * 60_000,
});

export function useMarketTrends() {
  return useQuery(marketTrendsQueryOptions);
}
