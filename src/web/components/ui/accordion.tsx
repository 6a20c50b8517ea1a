import type { ReactNode } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface AccordionItemData {
  value: string;
  title: ReactNode;
  content: ReactNode;
  /** Optional icon shown before the title. */
  icon?: ReactNode;
}

export interface AccordionProps {
  items: AccordionItemData[];
  /** The item open on first render; omit for all closed. */
  defaultValue?: string;
  /** Heading level of each trigger, so the page outline stays correct (default h2). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * One item open at a time; clicking the open one closes it (the rules page and the help FAQ). Radix gives the
 * button/region wiring, aria-expanded and arrow-key movement between triggers.
 */
export function Accordion({ items, defaultValue, headingLevel = 'h2', className }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={defaultValue}
      className={cn('divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm', className)}
    >
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.value} value={item.value} className="group/item">
          <AccordionPrimitive.Header asChild>
            {headingLevel === 'h3' ? <h3 className="m-0">{trigger(item)}</h3> : <h2 className="m-0">{trigger(item)}</h2>}
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-4 pb-5 text-sm leading-relaxed text-foreground sm:px-6 sm:text-base">
            {item.content}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}

function trigger(item: AccordionItemData) {
  return (
    <AccordionPrimitive.Trigger
      className={cn(
        'flex min-h-14 w-full cursor-pointer items-center gap-3 px-4 py-3 text-left text-base font-bold transition-colors sm:px-6 sm:text-lg',
        'hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        'data-[state=open]:text-accent-text',
      )}
    >
      {item.icon ? (
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-accent-text group-data-[state=open]/item:bg-primary group-data-[state=open]/item:text-primary-foreground"
        >
          {item.icon}
        </span>
      ) : null}
      <span className="flex-1">{item.title}</span>
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]/item:rotate-180"
      />
    </AccordionPrimitive.Trigger>
  );
}
