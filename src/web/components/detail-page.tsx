import { Fragment, type ReactNode } from 'react';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PageMessage } from './ui/page-message';

/**
 * The one scaffold of the detail pages (/events/:id, /drivers/:id, /constructors/:id …): the id in the URL
 * is parsed once, a malformed id shows the not-found screen without asking the server (it cannot name
 * anything), and the server's 404 and other failures get the same two screens on every page.
 */

/** A positive 32-bit id, or null for anything else ("12abc", "0", "1e3", a 20-digit number). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface DetailTexts {
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  errorText: string;
  backTo: string;
  backLabel: string;
}

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The tab title of a detail page: its name once loaded, the failure's title, or "Loading…". */
export function detailTitle(
  texts: DetailTexts,
  name: string | undefined,
  error: unknown,
  loading: string,
): string {
  if (name !== undefined) return name;
  if (error) return isNotFound(error) ? texts.notFoundTitle : texts.errorTitle;
  return loading;
}

/** Renders `children(id)` for a well-formed `:id`, keyed by it so moving to another one starts clean. */
export function DetailRoute({
  texts,
  children,
}: {
  texts: DetailTexts;
  children: (id: number) => ReactNode;
}) {
  const id = parseRouteId(useParams().id);
  if (id === null) return <DetailNotFound texts={texts} />;
  return <Fragment key={id}>{children(id)}</Fragment>;
}

export function DetailNotFound({ texts }: { texts: DetailTexts }) {
  useDocumentTitle(texts.notFoundTitle);
  return (
    <PageMessage
      icon={<SearchX />}
      title={texts.notFoundTitle}
      text={texts.notFoundText}
      backTo={texts.backTo}
      backLabel={texts.backLabel}
    />
  );
}

/** The screen for a failed main read: not found for a 404, the error screen for anything else. */
export function DetailLoadError({ texts, error }: { texts: DetailTexts; error: unknown }) {
  if (isNotFound(error)) return <DetailNotFound texts={texts} />;
  return <DetailError texts={texts} />;
}

function DetailError({ texts }: { texts: DetailTexts }) {
  useDocumentTitle(texts.errorTitle);
  return (
    <PageMessage
      tone="error"
      icon={<AlertTriangle />}
      title={texts.errorTitle}
      text={texts.errorText}
      backTo={texts.backTo}
      backLabel={texts.backLabel}
    />
  );
}
