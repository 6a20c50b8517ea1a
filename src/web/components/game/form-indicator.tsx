import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Form } from '@shared/constants/enums';
import { cn } from '@web/lib/cn';

const looks: Record<Form, { Icon: typeof Minus; tone: string }> = {
  up: { Icon: TrendingUp, tone: 'text-success' },
  down: { Icon: TrendingDown, tone: 'text-danger' },
  stable: { Icon: Minus, tone: 'text-muted-foreground' },
};

/** The form arrow alone (up good, down poor, else stable); its meaning is given as an accessible name. */
export function FormArrow({ form, className }: { form: Form; className?: string }) {
  const { t } = useTranslation('market');
  const { Icon, tone } = looks[form];
  const label = t('form.label', { form: t(`form.${form}`) });
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex', tone, className)}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/** The Form label of the Drivers Market (docs/game-rules.md §9.7): Good, Poor or Stable, colour plus text (never colour alone). */
export function FormLabel({ form, className }: { form: Form; className?: string }) {
  const { t } = useTranslation('market');
  const { Icon, tone } = looks[form];
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', tone, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`form.${form}`)}
    </span>
  );
}
