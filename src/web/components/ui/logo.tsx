import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

const markSizes = { sm: 'size-8 text-base', md: 'size-9 text-lg', lg: 'size-12 text-2xl' } as const;
const textSizes = { sm: 'text-lg', md: 'text-xl', lg: 'text-3xl' } as const;

export interface LogoProps {
  size?: keyof typeof markSizes;
  showText?: boolean;
  /** Extra classes for the word mark, e.g. to hide it on very narrow headers. */
  textClassName?: string;
  className?: string;
}

/** The product mark: a slanted "RF" plate in the accent colour, like a rally door number. */
export function Logo({ size = 'md', showText = true, textClassName, className }: LogoProps) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex -skew-x-12 items-center justify-center rounded-md bg-primary font-display font-extrabold italic tracking-tight text-primary-foreground shadow-sm ring-2 ring-brand-300/40',
          markSizes[size],
        )}
      >
        <span className="skew-x-12">RF</span>
      </span>
      {showText ? (
        <span
          className={cn(
            // Never on two lines: a narrow header hides the word (textClassName) rather than stack it.
            'font-display font-extrabold whitespace-nowrap uppercase italic tracking-tight text-foreground',
            textSizes[size],
            textClassName,
          )}
        >
          {t('appName')}
        </span>
      ) : null}
    </span>
  );
}
