import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notEntered } from '@shared/game/entry-list';
import { Alert } from '@web/components/ui/alert';
import { useNextEntries } from '../api/entries-api';

/**
 * The warning of the team page and the lock reminder (docs/decisions/0191): the lineup holds drivers who are
 * not entered in the next rally, who would score 0 for it (docs/game-rules.md §4.8) unless sold before the lock.
 */
export function LineupEntryWarning({ drivers, className }: { drivers: readonly { id: number; name: string }[]; className?: string }) {
  const { t, i18n } = useTranslation('fair');
  const { data } = useNextEntries();
  const missing = notEntered(data, drivers);
  if (!data?.event || missing.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing.map((d) => d.name));
  return (
    <Alert tone="warning" className={className} title={t('entries.lineupTitle', { count: missing.length, event: data.event.name })}>
      <span data-testid="lineup-entry-warning">
        {t('entries.lineupText', { count: missing.length, names, event: data.event.name })}{' '}
        <Link to={`/events/${data.event.id}?tab=entries`} className="font-semibold underline underline-offset-2">
          {t('entries.seeList')}
        </Link>
      </span>
    </Alert>
  );
}
