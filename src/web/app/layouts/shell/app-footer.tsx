import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clockDate } from '@web/lib/clock';

export function AppFooter() {
  const { t } = useTranslation('shell');
  const linkClass = 'rounded text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';
  return (
    <footer className="border-t border-border px-4 py-5 text-sm sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{t('footer.copyright', { year: clockDate().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to="/developers" className={linkClass}>
                {t('footer.developers')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
