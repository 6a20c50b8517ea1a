import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMetaDescription } from '@web/lib/use-meta-description';

/** Each public page has its own tab title and search description (issue 3, part 8). */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  useMetaDescription(description);
}
