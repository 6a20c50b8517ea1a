import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { usePageMeta } from '../use-page-meta';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** The shared frame of the privacy and terms pages: date, contents list, numbered sections. */
export function LegalPage({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}) {
  const { t } = useTranslation('public');
  usePageMeta(title, description);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={title}
        description={
          <span className="inline-flex items-center gap-2 text-sm">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('legal.lastUpdated')}
          </span>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.contents')} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-2 text-xs font-bold tracking-wider text-muted-foreground uppercase">{t('legal.contents')}</p>
          <ol className="space-y-1 border-l border-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-muted-foreground hover:border-brand-500 hover:text-foreground"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
          <p className="text-lg leading-relaxed">{intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-6">
              <h2 id={section.id} className="text-xl font-bold tracking-tight">
                <span className="mr-2 text-accent-text">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
