import { ChevronDown, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '@web/components/ui/input';
import type { MarketFilter } from '../lib/market-list';

/** Search box and team dropdown (Drivers Market). */
export function MarketFilters({
  filter,
  teams,
  onChange,
}: {
  filter: MarketFilter;
  teams: string[];
  onChange: (next: MarketFilter) => void;
}) {
  const { t } = useTranslation('market');
  const searchId = useId();
  const teamId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Label htmlFor={searchId} className="sr-only">
          {t('filters.searchLabel')}
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={searchId}
            type="search"
            value={filter.search}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => onChange({ ...filter, search: e.target.value })}
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="sm:w-64">
        <Label htmlFor={teamId} className="sr-only">
          {t('filters.teamLabel')}
        </Label>
        <div className="relative">
          <select
            id={teamId}
            value={filter.team}
            onChange={(e) => onChange({ ...filter, team: e.target.value })}
            className="block h-11 w-full cursor-pointer appearance-none rounded-lg border border-input bg-card pr-9 pl-3.5 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 sm:text-sm"
          >
            <option value="">{t('filters.allTeams')}</option>
            {teams.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
        </div>
      </div>
    </div>
  );
}
