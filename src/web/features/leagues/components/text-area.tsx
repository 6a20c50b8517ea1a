import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

/** A multi-line field styled like the design system's Input. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'block w-full rounded-lg border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs sm:text-sm',
        'placeholder:text-muted-foreground/80 transition-colors',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60',
        className,
      )}
      {...props}
    />
  );
});
