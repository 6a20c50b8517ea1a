import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format-date';

/**
 * "Offline — figures from HH:MM" while the page shows answers the service worker kept (decision 0215): the
 * player must not take an old rank or price for today's. Gone with the first answer from the network.
 */
export function OfflineNote({ since }: { since: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <p
      role="status"
      data-testid="offline-note"
      className="mb-4 flex items-center gap-2 rounded-xl border border-warning-border bg-warning-soft px-4 py-2.5 text-sm font-medium text-warning"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('pwa.offlineSince', { time: formatDate(since, 'time', i18n.resolvedLanguage) })}
    </p>
  );
}
