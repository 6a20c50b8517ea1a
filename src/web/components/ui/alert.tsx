import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

export type AlertTone = 'danger' | 'success' | 'warning' | 'info';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  danger: { box: 'border-danger-border bg-danger-soft text-danger', Icon: CircleAlert },
  success: { box: 'border-success-border bg-success-soft text-success', Icon: CircleCheck },
  warning: { box: 'border-warning-border bg-warning-soft text-warning', Icon: TriangleAlert },
  info: { box: 'border-info-border bg-info-soft text-info', Icon: Info },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** When given, an x button (labelled "Dismiss") closes the banner. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A banner for messages. Errors use role="alert" so they are announced the moment they appear
 * (a failed sign-in must be heard, not only seen); other tones are polite status messages.
 */
export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const { t } = useTranslation('common');
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('dismiss')}
          className="-mr-1.5 -mt-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-80 transition hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

/** Alias: the spec calls the same element a "banner". */
export const Banner = Alert;
