import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';

/** The label every live figure carries (issue 29 part 3): provisional until the final publish, then official. */
export function ProvisionalBadge({ final = false }: { final?: boolean }) {
  const { t } = useTranslation('live');
  if (final) return <Badge tone="success">{t('final')}</Badge>;
  return (
    <Badge tone="warning" title={t('provisionalHint')} data-testid="provisional-badge">
      {t('provisional')}
      <span className="sr-only">: {t('provisionalHint')}</span>
    </Badge>
  );
}
