import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@web/lib/format';

export interface PricePoint {
  /** Short axis label ("R3 ’26", or the opening's). */
  label: string;
  /** The tooltip's title: the event's name, or "Opening price". */
  title: string;
  price: number;
}

/**
 * The price after each move, as steps (a price holds until the next publish). Drawn for sighted readers only:
 * the table beside it carries the same figures for everyone (see PriceHistory). Colours are theme tokens, so
 * light and dark mode need nothing here.
 */
/** Round axis ticks around the prices: every €0.5M (every €1M over a wide range), with a step of room each side. */
function priceTicks(prices: number[]): number[] {
  const span = Math.max(...prices) - Math.min(...prices);
  const step = span > 3_000_000 ? 1_000_000 : 500_000;
  const low = Math.max(0, Math.floor(Math.min(...prices) / step) * step - (Math.min(...prices) % step === 0 ? step : 0));
  const high = Math.ceil(Math.max(...prices) / step) * step + (Math.max(...prices) % step === 0 ? step : 0);
  return Array.from({ length: Math.round((high - low) / step) + 1 }, (_, i) => low + i * step);
}

export function PriceChart({ data, priceLabel }: { data: PricePoint[]; priceLabel: string }) {
  const ticks = priceTicks(data.map((p) => p.price));
  // Respect the OS setting: the global CSS rule cannot reach recharts' JavaScript animation.
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <ResponsiveContainer width="100%" height={220}>
      {/* Hidden from assistive technology (the table reads the same figures), so not a keyboard stop either. */}
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" minTickGap={8} />
        <YAxis
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
          width={56}
          domain={[ticks[0]!, ticks[ticks.length - 1]!]}
          ticks={ticks}
          tickFormatter={(value: number) => formatMoney(value)}
          allowDecimals={false}
        />
        <Tooltip
          labelFormatter={(_label, payload) => payload[0]?.payload?.title ?? ''}
          formatter={(value) => [formatMoney(Number(value)), priceLabel]}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 12,
            color: 'var(--card-foreground)',
          }}
        />
        <Line
          type="stepAfter"
          dataKey="price"
          name={priceLabel}
          stroke="var(--color-brand-500)"
          strokeWidth={2.5}
          dot={{ r: 3, fill: 'var(--color-brand-500)' }}
          isAnimationActive={animate}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
