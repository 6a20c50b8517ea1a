import { TrendingDown, TrendingUp, MoveRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Form } from '@shared/constants/enums';
import { Badge } from '@web/components/ui/badge';

/** "Good form" / "Poor form" / "Stable" (docs/game-rules.md §9.7): anything but up or down is stable. */
export function FormBadge({ form }: { form: Form }) {
  const { t } = useTranslation('championship');
  if (form === 'up') {
    return (
      <Badge tone="success">
        <TrendingUp aria-hidden="true" className="size-3.5" />
        {t('common.form.up')}
      </Badge>
    );
  }
  if (form === 'down') {
    return (
      <Badge tone="danger">
        <TrendingDown aria-hidden="true" className="size-3.5" />
        {t('common.form.down')}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <MoveRight aria-hidden="true" className="size-3.5" />
      {t('common.form.stable')}
    </Badge>
  );
}
