import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A form of a prerendered page keeps what was typed into it before the app took the page over (decision 0180).
 * React leaves the typed text in the fields while hydrating, but the form's state still holds the initial
 * values, and its next render would write them back over the text. Once the form is mounted, `adopt` reads the
 * fields into the state. On a page the app drew itself the fields hold the state already.
 */
export function useTypedBeforeStart(formRef: RefObject<HTMLFormElement | null>, adopt: (field: (name: string) => HTMLInputElement | null) => void): void {
  const adoptRef = useRef(adopt);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    adoptRef.current((name) => {
      const element = form.elements.namedItem(name);
      return element instanceof HTMLInputElement ? element : null;
    });
  }, [formRef]);
}
