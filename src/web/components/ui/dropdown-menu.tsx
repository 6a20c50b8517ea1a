import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { cn } from '@web/lib/cn';

/**
 * Thin styled wrappers over Radix DropdownMenu (roving focus, typeahead, Escape handled there).
 * Not modal by default: a modal menu hides the rest of the page with aria-hidden while its links and buttons
 * stay in the DOM, which axe reports as `aria-hidden-focus`; a menu closes on Escape and outside clicks anyway.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentPropsWithoutRef<typeof Menu.Root>) {
  return <Menu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-56 overflow-hidden rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-xl',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

const itemClasses =
  'relative flex min-h-10 cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 text-sm font-medium outline-none ' +
  'data-[highlighted]:bg-muted data-[highlighted]:text-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-border', className)} {...props} />;
}

export function DropdownMenuIcon({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-4 shrink-0 items-center justify-center text-muted-foreground [&>svg]:size-4">
      {children}
    </span>
  );
}
