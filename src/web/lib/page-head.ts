import { createContext, useContext } from 'react';

/** The page's title and description as its components set them, for a render with no document (the prerender). */
export class PageHead {
  title?: string;
  description?: string;

  setTitle(title: string): void {
    this.title = title;
  }

  setDescription(description: string): void {
    this.description = description;
  }
}

export const PageHeadContext = createContext<PageHead | null>(null);

/** The collector of the render outside the browser, or null in the browser (which sets the document instead). */
export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}
