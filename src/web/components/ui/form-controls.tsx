import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';

// Same look as the design system's <Input>, for multi-line and choice fields (contact form, admin console).
const fieldClasses = cn(
  'block w-full rounded-lg border border-input bg-card px-3.5 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground/80 transition-colors',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
);

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }>(
  function Textarea({ className, invalid, ...props }, ref) {
    return (
      <textarea
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(fieldClasses, 'min-h-36 resize-y py-3 leading-relaxed', className)}
        {...props}
      />
    );
  },
);

/** A native select: the platform picker is the most usable one on phones and fully accessible. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }>(
  function Select({ className, invalid, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          aria-invalid={invalid || undefined}
          className={cn(fieldClasses, 'h-11 cursor-pointer appearance-none pr-10', className)}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    );
  },
);
