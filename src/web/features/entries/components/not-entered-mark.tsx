import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isEntered } from '@shared/game/entry-list';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useNextEntries } from '../api/entries-api';

/**
 * "Not entered in <next rally>" beside a driver (docs/decisions/0191): shown only once the next rally's entry
 * list is published and the driver is not on it, so a player never buys, or keeps, a driver who scores 0 there.
 */
export function NotEnteredMark({ driverId, className }: { driverId: number; className?: string }) {
  const { t } = useTranslation('fair');
  const { data } = useNextEntries();
  if (!data?.event || isEntered(data, driverId) !== false) return null;
  return (
    <Badge tone="warning" data-testid="not-entered-mark" className={cn('whitespace-normal', className)}>
      <UserX aria-hidden="true" className="size-3.5 shrink-0" />
      {t('entries.notEnteredIn', { event: data.event.name })}
    </Badge>
  );
}
