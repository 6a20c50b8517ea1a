import { useMemo, useState } from 'react';
import { BookOpen, Code, ExternalLink, LifeBuoy, Scale, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Accordion } from '@web/components/ui/accordion';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input, Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { HelpContactForm } from '../components/help-contact-form';
import { buildFaqs, filterFaqs } from '../lib/faq';

const EXTERNAL = [
  { key: 'official', href: 'https://www.wrc.com/' },
  { key: 'federation', href: 'https://www.fia.com/' },
  { key: 'video', href: 'https://www.youtube.com/@WRC' },
  { key: 'social', href: 'https://www.instagram.com/officialwrc/' },
] as const;

const CONTACT_ID = 'contact-support';

export function HelpPage() {
  const { t } = useTranslation('help');
  useDocumentTitle(t('title'));
  const [query, setQuery] = useState('');
  const faqs = useMemo(() => buildFaqs(t), [t]);
  const shown = filterFaqs(faqs, query);

  const cards = [
    { key: 'guide', to: '/rules#basics', Icon: BookOpen },
    { key: 'rules', to: '/rules#scoring', Icon: Scale },
    { key: 'contact', to: `#${CONTACT_ID}`, Icon: LifeBuoy },
    { key: 'developers', to: '/developers', Icon: Code },
  ] as const;

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader title={t('title')} description={t('description')} className="mb-0 sm:mb-0" />

      <div role="search">
        <Label htmlFor="help-search" className="sr-only">
          {t('search.label')}
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="help-search"
            type="search"
            className="h-12 pl-11 text-base"
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {query.trim() ? t('search.count', { count: shown.length }) : ''}
        </p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              onClick={key === 'contact' ? (e) => {
                e.preventDefault();
                document.getElementById(CONTACT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                document.getElementById('help-subject')?.focus({ preventScroll: true });
              } : undefined}
              className="flex h-full items-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-col sm:p-5"
            >
              <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-accent-text">
                <Icon className="size-5" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-base font-bold">{t(`cards.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`cards.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="faq-heading" className="space-y-4">
        <h2 id="faq-heading" className="text-xl font-bold tracking-tight">
          {t('faq.title')}
        </h2>
        {shown.length > 0 ? (
          <Accordion
            key={query.trim() ? 'filtered' : 'all'}
            headingLevel="h3"
            items={shown.map((f) => ({ value: f.id, title: f.question, content: <p>{f.answer}</p> }))}
          />
        ) : (
          <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
            <p className="text-sm text-muted-foreground">{t('search.noMatch')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setQuery('')}>
              {t('search.clear')}
            </Button>
          </div>
        )}
      </section>

      <Card id={CONTACT_ID} className="scroll-mt-24">
        <CardHeader>
          <CardTitle>{t('contact.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <HelpContactForm />
        </CardContent>
      </Card>

      <section aria-labelledby="external-heading" className="space-y-3">
        <h2 id="external-heading" className="text-xl font-bold tracking-tight">
          {t('external.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {EXTERNAL.map(({ key, href }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm font-semibold transition hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span>
                  {t(`external.${key}`)}
                  <span className="sr-only"> {t('external.newTab')}</span>
                </span>
                <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
