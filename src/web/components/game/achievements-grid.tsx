import {
  Car,
  Crown,
  Flag,
  Gauge,
  Medal,
  Sparkles,
  Target,
  Trophy,
  Users,
  Wallet,
  CalendarCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EarnedAchievement } from '@shared/api/players';
import { formatDate } from '@web/lib/format-date';

/** The engine's catalogue names lucide icons; an unknown or missing one falls back to the trophy (the product spec's fallback). */
const ICONS: Record<string, LucideIcon> = {
  flag: Flag,
  car: Car,
  sparkles: Sparkles,
  target: Target,
  crown: Crown,
  users: Users,
  gauge: Gauge,
  medal: Medal,
  trophy: Trophy,
  wallet: Wallet,
  'calendar-check': CalendarCheck,
};

export function achievementIcon(icon: string | null): LucideIcon {
  return (icon && ICONS[icon]) || Trophy;
}

/** Icon, name, description and "Earned: date" for each achievement (the Statistics and Profile screens). */
export function AchievementsGrid({ achievements }: { achievements: EarnedAchievement[] }) {
  const { t, i18n } = useTranslation('player');
  // The catalogue is stored in English (server seed); an id the web has no text for shows as stored. i18next's
  // key types cannot follow an id that comes from the data.
  const text = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {achievements.map((a) => {
        const Icon = achievementIcon(a.icon);
        return (
          <li
            key={a.id}
            data-testid="achievement"
            className="flex items-start gap-3 rounded-xl border border-border bg-background/60 p-4"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning"
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold">{text(`achievements.catalogue.${a.id}.name`, { defaultValue: a.name })}</p>
              <p className="text-sm text-muted-foreground">{text(`achievements.catalogue.${a.id}.description`, { defaultValue: a.description })}</p>
              <p className="mt-1 text-xs text-muted-foreground">{t('achievements.earned', { date: formatDate(a.earnedAt, 'date', i18n.language) })}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
