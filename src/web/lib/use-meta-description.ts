import { useEffect } from 'react';
import { usePageHead } from './page-head';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets the page's `<meta name="description">` (what search engines and link previews show) and restores the
 * previous one when the page unmounts, so a page without its own description never inherits another's.
 */
export function useMetaDescription(description: string): void {
  const head = usePageHead();
  head?.setDescription(description);
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
