import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { Logo } from './logo';

const spinnerSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof spinnerSizes;
  className?: string;
}

/** Decorative: the surrounding element carries the text that screen readers announce. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('animate-spin text-accent-text', spinnerSizes[size], className)}
    />
  );
}

export interface FullScreenLoaderProps {
  /** Defaults to "Loading..." (the signed-in shell's loader text). */
  message?: string;
}

export function FullScreenLoader({ message }: FullScreenLoaderProps) {
  const { t } = useTranslation('common');
  const text = message ?? t('loading');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-background px-6"
    >
      <Logo size="lg" showText={false} />
      <Spinner size="lg" />
      <p className="text-base font-medium text-muted-foreground">{text}</p>
    </div>
  );
}
