import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The achievements not earned yet, each with what earns it, as goals (issue 30, part 14). The catalogue's texts
 * are the web's own (player namespace, every language), so the goals need no request of their own.
 */
export function AchievementGoals({ earnedIds }: { earnedIds: readonly string[] }) {
  const { t } = useTranslation('player');
  const { t: tf } = useTranslation('fair');
  const catalogue = t('achievements.catalogue', { returnObjects: true }) as Record<string, { name: string; description: string }>;
  const earned = new Set(earnedIds);
  const goals = Object.entries(catalogue).filter(([id]) => !earned.has(id));
  if (goals.length === 0) return null;
  return (
    <section aria-labelledby="achievement-goals" className="mt-6">
      <h3 id="achievement-goals" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {tf('goals.heading', { count: goals.length })}
      </h3>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {goals.map(([id, a]) => (
          <li key={id} data-testid="achievement-goal" className="flex items-start gap-3 rounded-xl border border-dashed border-border p-4">
            <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Lock className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold">{a.name}</p>
              <p className="text-sm text-muted-foreground">{a.description}</p>
              <p className="mt-1 text-xs text-muted-foreground">{tf('goals.locked')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
