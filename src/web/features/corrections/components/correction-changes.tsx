import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CorrectedResult, CorrectionChange, CorrectionDto } from '@shared/api/corrections';
import { formatDate } from '@web/lib/format-date';

function Place({ result }: { result: CorrectedResult | null }) {
  const { t } = useTranslation('fair');
  if (!result) return <>{t('corrections.noResult')}</>;
  if (result.status === 'finished' && result.position !== null) return <>{t('corrections.position', { position: result.position })}</>;
  return <>{t(`corrections.status.${result.status}`)}</>;
}

function Points({ before, after, kind }: { before: number | undefined; after: number | undefined; kind: 'points' | 'fantasy' }) {
  const { t } = useTranslation('fair');
  if (before === after) return null;
  return (
    <span className="tabular-nums">
      {t(`corrections.${kind}`, { before: before ?? 0, after: after ?? 0 })}
    </span>
  );
}

/** What one correction changed, driver by driver: place, championship points and fantasy points before → after. */
export function CorrectionChanges({ changes }: { changes: CorrectionChange[] }) {
  return (
    <ul className="divide-y divide-border text-sm">
      {changes.map((c) => (
        <li key={c.driverId} data-testid="correction-change" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Link to={`/drivers/${c.driverId}`} className="font-semibold hover:underline">
            {c.driverName}
          </Link>
          <span className="inline-flex items-center gap-1.5">
            <Place result={c.before} />
            <ArrowRight aria-hidden="true" className="size-3.5 text-muted-foreground" />
            <span className="sr-only"> → </span>
            <span className="font-semibold">
              <Place result={c.after} />
            </span>
          </span>
          <span className="flex flex-wrap gap-x-3 text-muted-foreground">
            <Points before={c.before?.points} after={c.after?.points} kind="points" />
            <Points before={c.before?.fantasyPoints} after={c.after?.fantasyPoints} kind="fantasy" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "3 managers gained points, 2 lost points", or that it is still being counted. */
function CorrectionEffect({ up, down }: { up: number | null; down: number | null }) {
  const { t } = useTranslation('fair');
  if (up === null || down === null) return <>{t('corrections.counting')}</>;
  if (up === 0 && down === 0) return <>{t('corrections.noEffect')}</>;
  return <>{t('corrections.effect', { up, down })}</>;
}

/** When a correction was made and what it did to the managers: the line over its changes (log and event page). */
export function CorrectionStamp({ correction }: { correction: CorrectionDto }) {
  const { i18n } = useTranslation('fair');
  return (
    <>
      <time dateTime={correction.correctedAt}>{formatDate(correction.correctedAt, 'dateTime', i18n.language)}</time>
      {' · '}
      <CorrectionEffect up={correction.managersUp} down={correction.managersDown} />
    </>
  );
}
