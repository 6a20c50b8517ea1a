import { useTranslation } from 'react-i18next';
import type { OwnershipResponse } from '@shared/api/ownership';

/**
 * What the Owned column counts (docs/game-rules.md §9.11), under the table: the share now, how fresh it is,
 * and which lock the second figure is about. A failed read says so here and leaves the market usable.
 */
export function OwnershipNote({ query }: { query: { data?: OwnershipResponse; isError: boolean } }) {
  const { t } = useTranslation('market');
  if (query.isError) {
    return (
      <p role="status" className="text-xs text-muted-foreground">
        {t('ownership.error')}
      </p>
    );
  }
  if (!query.data) return null;
  const lock = query.data.lastLock;
  return (
    <p data-testid="ownership-note" className="text-xs text-muted-foreground">
      {lock ? t('ownership.note', { event: lock.eventName }) : t('ownership.noteNoLock')}
    </p>
  );
}
