import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@shared/constants/enums';
import { Badge, type BadgeTone } from '@web/components/ui/badge';

/** One colour per status, shared by badges and the calendar so a colour means the same everywhere. */
export const STATUS_TONE: Record<EventStatus, BadgeTone> = {
  upcoming: 'info',
  active: 'success',
  completed: 'neutral',
};

export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  const { t } = useTranslation('events');
  return (
    <Badge tone={STATUS_TONE[status]} className={className}>
      {status === 'active' ? (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
      ) : null}
      {t(`status.${status}`)}
    </Badge>
  );
}
