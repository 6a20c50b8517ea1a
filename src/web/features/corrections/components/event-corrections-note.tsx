import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format-date';
import { useEventCorrections } from '../api/corrections-api';
import { CorrectionChanges, CorrectionStamp } from './correction-changes';

/** "Corrected on <date>" above an event's results, with what changed (docs/decisions/0192). */
export function EventCorrectionsNote({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation('fair');
  const { data } = useEventCorrections(eventId);
  if (!data || data.length === 0) return null;
  return (
    <section data-testid="event-corrections" aria-labelledby={`corrections-${eventId}`} className="mb-5 rounded-xl border border-info-border bg-info-soft p-4 text-info">
      <h3 id={`corrections-${eventId}`} className="flex items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-4" />
        {t('corrections.correctedOn', { date: formatDate(data[0]!.correctedAt, 'dateTime', i18n.language) })}
      </h3>
      <div className="mt-2 space-y-3 text-foreground">
        {data.map((c) => (
          <div key={c.id} className="rounded-lg bg-card p-3">
            <p className="text-xs text-muted-foreground">
              <CorrectionStamp correction={c} />
            </p>
            <CorrectionChanges changes={c.changes} />
          </div>
        ))}
        <Link to="/corrections" className="inline-block text-sm font-semibold text-accent-text hover:underline">
          {t('corrections.logLink')}
        </Link>
      </div>
    </section>
  );
}
