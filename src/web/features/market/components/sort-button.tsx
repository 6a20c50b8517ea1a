import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import type { SortDirection } from '../lib/market-list';

/**
 * A column header button. Its name stays the column's name so it is easy to find; the current direction
 * is announced by aria-sort on the header cell and repeated in a hidden hint.
 */
export function SortButton({
  label,
  direction,
  onClick,
  className,
}: {
  label: string;
  direction: SortDirection;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation('market');
  const Icon = direction === 'desc' ? ArrowDown : direction === 'asc' ? ArrowUp : ArrowUpDown;
  const hint =
    direction === 'desc' ? t('list.sortDesc', { column: label }) : direction === 'asc' ? t('list.sortAsc', { column: label }) : t('list.sortOff', { column: label });
  return (
    <button
      type="button"
      onClick={onClick}
      title={hint}
      className={cn(
        'inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold tracking-wide uppercase transition-colors hover:bg-muted',
        direction === 'off' ? 'text-muted-foreground' : 'bg-brand-50 text-accent-text dark:bg-brand-950',
        className,
      )}
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}
