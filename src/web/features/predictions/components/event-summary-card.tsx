import { CalendarDays, Flag, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@shared/api/events';
import { Card } from '@web/components/ui/card';
import { formatEventStart } from '../lib/format';

/** The event card (image or placeholder, name, country, start date). */
export function EventSummaryCard({ event }: { event: EventDto }) {
  const { t } = useTranslation('predictions');
  return (
    <Card className="flex items-center gap-4 overflow-hidden p-3 sm:p-4">
      {event.imageUrl ? (
        <img src={event.imageUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover sm:size-24" />
      ) : (
        <div
          aria-hidden="true"
          data-testid="event-image-placeholder"
          className="bg-rally-stripes flex size-20 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground sm:size-24"
        >
          <Flag className="size-8" />
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <h2 className="font-display text-xl leading-tight font-extrabold tracking-tight italic sm:text-2xl">{event.name}</h2>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {event.country}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={event.startDate}>{t('startsAt', { date: formatEventStart(event.startDate) })}</time>
        </p>
      </div>
    </Card>
  );
}
