import { useId } from 'react';
import { CalendarDays, LayoutGrid, RotateCcw, Search, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, SURFACES, type EventStatus, type Surface } from '@shared/constants/enums';
import {
  canResetFilters,
  defaultEventFilters,
  yearChoices,
  type EventFilters,
} from '@shared/game/event-filter';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

export type EventsView = 'list' | 'calendar';

interface EventsFiltersProps {
  filters: EventFilters;
  onChange: (next: EventFilters) => void;
  currentYear: number;
  panelOpen: boolean;
  onPanelOpenChange: (open: boolean) => void;
  view: EventsView;
  onViewChange: (view: EventsView) => void;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function ToggleChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors',
        pressed
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
          : 'border-input bg-card text-foreground hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

/** Search, the collapsible status / surface / year panel, "Reset all" and the list-calendar switch (docs/decisions/0042-calendar-and-event-detail.md). */
export function EventsFilters({
  filters,
  onChange,
  currentYear,
  panelOpen,
  onPanelOpenChange,
  view,
  onViewChange,
}: EventsFiltersProps) {
  const { t } = useTranslation('events');
  const ids = useId();
  const searchId = `${ids}-search`;
  const panelId = `${ids}-panel`;
  const yearId = `${ids}-year`;
  const activeCount =
    filters.statuses.length + filters.surfaces.length + (filters.year !== currentYear ? 1 : 0);

  return (
    <section aria-label={t('filters.toggle')} className="mb-6 space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Label htmlFor={searchId} className="sr-only">
            {t('filters.searchLabel')}
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
            placeholder={t('filters.searchPlaceholder')}
            className="pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden"
            autoComplete="off"
          />
          {filters.search ? (
            <button
              type="button"
              onClick={() => onChange({ ...filters, search: '' })}
              aria-label={t('filters.clearSearch')}
              className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => onPanelOpenChange(!panelOpen)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('filters.toggle')}
            {activeCount > 0 ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                <span aria-hidden="true">{activeCount}</span>
                <span className="sr-only">{t('filters.activeCount', { count: activeCount })}</span>
              </span>
            ) : null}
          </Button>
          {canResetFilters(filters, currentYear) ? (
            <Button variant="ghost" onClick={() => onChange(defaultEventFilters(currentYear))}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('filters.resetAll')}
            </Button>
          ) : null}
          <div
            role="group"
            aria-label={t('view.label')}
            className="ml-auto inline-flex rounded-lg border border-input bg-card p-1 sm:ml-0"
          >
            {(
              [
                ['list', LayoutGrid, t('view.list')],
                ['calendar', CalendarDays, t('view.calendar')],
              ] as const
            ).map(([value, Icon, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => onViewChange(value)}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors',
                  view === value
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div
        id={panelId}
        hidden={!panelOpen}
        className={cn(
          'gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm md:grid-cols-[1fr_1fr_auto]',
          panelOpen ? 'grid' : 'hidden',
        )}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('filters.status')}</legend>
          <div className="flex flex-wrap gap-2">
            {EVENT_STATUSES.map((status: EventStatus) => (
              <ToggleChip
                key={status}
                pressed={filters.statuses.includes(status)}
                onClick={() => onChange({ ...filters, statuses: toggle(filters.statuses, status) })}
              >
                {t(`status.${status}`)}
              </ToggleChip>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('filters.surface')}</legend>
          <div className="flex flex-wrap gap-2">
            {SURFACES.map((surface: Surface) => (
              <ToggleChip
                key={surface}
                pressed={filters.surfaces.includes(surface)}
                onClick={() => onChange({ ...filters, surfaces: toggle(filters.surfaces, surface) })}
              >
                {t(`surface.${surface}`)}
              </ToggleChip>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor={yearId}>{t('filters.year')}</Label>
          <select
            id={yearId}
            value={filters.year}
            onChange={(e) => onChange({ ...filters, year: Number(e.target.value) })}
            className="block h-10 w-full min-w-32 cursor-pointer rounded-lg border border-input bg-card px-3 text-sm text-foreground"
          >
            {yearChoices(currentYear).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
