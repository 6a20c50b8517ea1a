import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { PointsProgressionPoint } from '@shared/game/driver-stats';

/**
 * Championship points per rally (bars) and the running total (line). Colours come from the theme tokens,
 * so the chart follows light and dark mode without re-rendering.
 */
export function PointsChart({ data }: { data: PointsProgressionPoint[] }) {
  const { t } = useTranslation('championship');
  const rows = data.map((p) => ({ ...p, label: `R${p.round}` }));
  // Respect the OS setting: the global CSS rule cannot reach recharts' JavaScript animation.
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
        />
        <YAxis
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
          allowDecimals={false}
        />
        <Tooltip
          labelFormatter={(_label, payload) => payload[0]?.payload?.eventName ?? ''}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 12,
            color: 'var(--card-foreground)',
          }}
          cursor={{ fill: 'var(--muted)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="points"
          name={t('driverDetail.chartPoints')}
          fill="var(--color-brand-500)"
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={animate}
        />
        <Line
          type="monotone"
          dataKey="cumulativePoints"
          name={t('driverDetail.chartTotal')}
          stroke="var(--info)"
          strokeWidth={2.5}
          dot={{ r: 3, fill: 'var(--info)' }}
          isAnimationActive={animate}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
