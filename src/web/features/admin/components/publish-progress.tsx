import { CircleAlert, CircleCheck, CircleDashed, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobStepStatus, ScoringJob } from '@shared/api/admin-results';
import { Alert } from '@web/components/ui/alert';
import { cn } from '@web/lib/cn';

const STEP_ICON: Record<JobStepStatus, typeof CircleCheck> = {
  pending: CircleDashed,
  running: LoaderCircle,
  done: CircleCheck,
  failed: CircleAlert,
};

/** The publish job step by step (polled once a second by useJob), then its outcome or its error. */
export function PublishProgress({ job }: { job: ScoringJob }) {
  const { t } = useTranslation('admin');
  const finished = job.status === 'succeeded' || job.status === 'failed';
  return (
    <section aria-labelledby="publish-progress-heading" className="space-y-3 rounded-xl border border-border bg-card p-4" data-testid="admin-publish-progress">
      <div className="flex items-center justify-between gap-2">
        <h2 id="publish-progress-heading" className="font-bold">
          {t('results.progress.title')}
        </h2>
        <span className="text-sm font-semibold tabular-nums" aria-live="polite">
          {t(`results.progress.status.${job.status}`)} · {job.progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        aria-label={t('results.progress.title')}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full transition-all', job.status === 'failed' ? 'bg-danger' : 'bg-primary')} style={{ width: `${job.progress}%` }} />
      </div>
      {/* Two columns read down, in the order the steps start; a gap keeps one column's row count off the
          next column's icon. */}
      <ol className="text-sm sm:columns-2 sm:gap-x-8">
        {job.steps.map((step) => {
          const Icon = STEP_ICON[step.status];
          return (
            <li key={step.name} className="flex break-inside-avoid items-center gap-2 py-0.5">
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0',
                  step.status === 'done' && 'text-success',
                  step.status === 'failed' && 'text-danger',
                  step.status === 'running' && 'animate-spin text-brand-600',
                  step.status === 'pending' && 'text-muted-foreground',
                )}
              />
              <span className="flex-1">{t(`results.steps.${step.name}`)}</span>
              <span className="sr-only">{t(`results.progress.step.${step.status}`)}</span>
              {step.rows !== null ? <span className="text-xs text-muted-foreground tabular-nums">{t('results.progress.rows', { count: step.rows })}</span> : null}
            </li>
          );
        })}
      </ol>
      {finished && job.status === 'succeeded' && job.outcome ? (
        <Alert tone="success" title={t('results.progress.done')}>
          <span data-testid="admin-publish-outcome">
            {t('results.progress.outcome', {
              teams: t('results.progress.outcomeTeams', { count: job.outcome.teams }),
              predictions: t('results.progress.outcomePredictions', { count: job.outcome.predictions }),
              leagues: t('results.progress.outcomeLeagues', { count: job.outcome.leagues }),
            })}
          </span>
        </Alert>
      ) : null}
      {job.status === 'failed' ? <Alert tone="danger" title={t('results.progress.failed')}>{job.error}</Alert> : null}
    </section>
  );
}
