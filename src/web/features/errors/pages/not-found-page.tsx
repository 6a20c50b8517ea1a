import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeferredEventBadge } from '@web/components/game/deferred-event-badge';
import { buttonClasses } from '@web/components/ui/button';
import { Logo } from '@web/components/ui/logo';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('notFound.title'));
  // "Back to Dashboard" takes a signed-in player to the dashboard; a visitor goes to the home page (docs/decisions/0162-signed-in-visitors-on-public-pages.md).
  const { user } = useSessionUser();
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-6 py-16 text-center">
      <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-60" />
      <div className="relative flex max-w-lg flex-col items-center">
        <Link to="/" className="mb-10 rounded-lg">
          <Logo />
        </Link>
        <p
          aria-hidden="true"
          className="font-display text-8xl font-black tracking-tighter text-accent-text italic sm:text-9xl"
        >
          {t('notFound.code')}
        </p>
        <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight uppercase italic sm:text-4xl">
          {t('notFound.heading')}
        </h1>
        <p className="mt-3 text-base text-muted-foreground">{t('notFound.text')}</p>
        <Link to={user ? '/dashboard' : '/'} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          <Flag aria-hidden="true" className="size-5" />
          {t('notFound.back')}
        </Link>
        {/* The event badge is on every page, the 404 included; in the flow, under the way back. */}
        <div className="mt-10 flex justify-center">
          <DeferredEventBadge placement="inline" />
        </div>
      </div>
    </main>
  );
}
