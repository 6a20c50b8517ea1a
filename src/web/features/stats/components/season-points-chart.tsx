import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { EventPoints } from '@shared/api/players';

/**
 * The player's points per scored rally, team and prediction stacked. This module is the only one that
 * imports recharts and is loaded lazily by the statistics page, so the chart library never delays the page.
 * Not animated: the bars are the figures the player came for, and an animation restarted by every resize
 * could leave them undrawn for a moment.
 */
export function SeasonPointsChart({ data }: { data: EventPoints[] }) {
  const { t } = useTranslation('player');
  // Labelled by the event's round: a player who joined at round 10 sees "R10", not "R1" (issue 30, part 4).
  const rows = data.map((e) => ({
    label: `R${e.round}`,
    name: e.name,
    team: e.teamPoints ?? 0,
    prediction: e.predictionPoints ?? 0,
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      {/* The page offers the same figures as a table; the picture itself stays out of the tab order. */}
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" />
        <YAxis tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" allowDecimals={false} />
        <Tooltip
          labelFormatter={(_label, payload) => payload[0]?.payload?.name ?? ''}
          contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 12, color: 'var(--card-foreground)' }}
          cursor={{ fill: 'var(--muted)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="team" stackId="points" name={t('statsPage.chart.team')} fill="var(--color-brand-500)" maxBarSize={32} isAnimationActive={false} />
        <Bar
          dataKey="prediction"
          stackId="points"
          name={t('statsPage.chart.prediction')}
          fill="var(--info)"
          radius={[4, 4, 0, 0]}
          maxBarSize={32}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
