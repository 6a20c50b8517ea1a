import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MySeasonPoint {
  /** Short axis label ("R3"). */
  label: string;
  /** The tooltip's title: the rally's name. */
  title: string;
  points: number;
  average: number;
  position: number;
}

export interface MySeasonChartLabels {
  points: string;
  average: string;
  position: string;
}

/**
 * My league points after each rally beside the league's average (left axis), and my place (right axis, 1 at the
 * top). The only module here that imports recharts, loaded after the page (the chunk the statistics and driver
 * charts share). Hidden from assistive technology: the sentence and the table beside it carry the same figures.
 */
export function MySeasonChart({ data, memberCount, labels }: { data: MySeasonPoint[]; memberCount: number; labels: MySeasonChartLabels }) {
  const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={tick} stroke="var(--border)" minTickGap={8} />
        <YAxis yAxisId="points" tick={tick} stroke="var(--border)" allowDecimals={false} width={44} />
        <YAxis
          yAxisId="position"
          orientation="right"
          reversed
          domain={[1, Math.max(1, memberCount)]}
          tick={tick}
          stroke="var(--border)"
          allowDecimals={false}
          width={32}
        />
        <Tooltip
          labelFormatter={(_label, payload) => payload[0]?.payload?.title ?? ''}
          contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 12, color: 'var(--card-foreground)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          yAxisId="points"
          dataKey="points"
          name={labels.points}
          stroke="var(--color-brand-500)"
          strokeWidth={2.5}
          dot={{ r: 3, fill: 'var(--color-brand-500)' }}
          isAnimationActive={animate}
        />
        <Line
          yAxisId="points"
          dataKey="average"
          name={labels.average}
          stroke="var(--muted-foreground)"
          strokeDasharray="5 4"
          strokeWidth={2}
          dot={false}
          isAnimationActive={animate}
        />
        <Line
          yAxisId="position"
          type="stepAfter"
          dataKey="position"
          name={labels.position}
          stroke="var(--info)"
          strokeWidth={2}
          dot={{ r: 3, fill: 'var(--info)' }}
          isAnimationActive={animate}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
