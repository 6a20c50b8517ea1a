import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A native checkbox (keyboard, forms and screen readers for free) tinted with the accent colour. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, id, ...props },
  ref,
) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'inline-flex min-h-6 cursor-pointer items-center gap-2.5 text-sm text-foreground',
        className,
      )}
    >
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="size-4.5 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
});
