import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

/** Last-resort screen for render or lazy-chunk failures (e.g. a stale tab after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = t('documentTitle', { title: t('error.title') });
  }, [error, t]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-accent-text" />
      <h1 className="font-display text-3xl font-extrabold tracking-tight uppercase italic">
        {t('error.title')}
      </h1>
      <p className="max-w-md text-muted-foreground">{t('error.text')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </main>
  );
}
