import type { ReactElement } from 'react';
import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '@web/components/ui/page-message';
import { isApiError } from '@web/lib/api-client';

export function parseLeagueId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** "League Not Found": for a missing id, a private league of others, or settings of a non-admin. */
export function LeagueNotFound() {
  const { t } = useTranslation('leagues');
  return (
    <PageMessage
      icon={<SearchX />}
      title={t('detail.notFound')}
      text={t('detail.notFoundText')}
      backTo="/leagues"
      backLabel={t('detail.back')}
    />
  );
}

/**
 * What a league page shows instead of the league, or null when it can show it: "League Not Found" for a bad
 * id and for every refusal (the API's 400/403/404 look the same to the player), the error otherwise.
 */
export function LeagueUnavailable({ id, error }: { id: number; error: Error | null }): ReactElement | null {
  const { t } = useTranslation('leagues');
  if (Number.isNaN(id) || (error && isApiError(error) && [400, 403, 404].includes(error.status))) return <LeagueNotFound />;
  if (!error) return null;
  return (
    <PageMessage
      tone="error"
      icon={<TriangleAlert />}
      title={t('detail.errorHeading')}
      text={`${t('error.details')}: ${error.message}`}
      backTo="/leagues"
      backLabel={t('detail.back')}
    />
  );
}
