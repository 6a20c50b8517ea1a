import type { DriverDto, DriverPriceMove } from '@shared/api/championship';
import { PriceHistory } from './price-history';
import { PriceWhatIf } from './price-what-if';

/**
 * The driver page's price cards (docs/game-rules.md §9.12): the what-if and the price history. Below the fold,
 * so the page loads them after it has painted (with the date formatter and the form controls they need) and
 * its first load stays within budget (bench/first-load-budgets.ts).
 */
export function PriceSections({
  driver,
  earlierPoints,
  historyFailed,
  prices,
  pricesLoading,
  pricesFailed,
}: {
  driver: DriverDto;
  earlierPoints: number[] | undefined;
  historyFailed: boolean;
  prices: DriverPriceMove[] | undefined;
  pricesLoading: boolean;
  pricesFailed: boolean;
}) {
  return (
    <>
      <PriceWhatIf price={driver.price} earlierPoints={earlierPoints} failed={historyFailed} />
      <PriceHistory driverName={driver.name} prices={prices} loading={pricesLoading} failed={pricesFailed} />
    </>
  );
}
