import { BookOpen, Download, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_LIMITS } from '@shared/constants/limits';
import { buttonClasses } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { SectionHeading } from '../components/section-heading';
import { curlExample, generateExample, typescriptExample } from '@shared/developers/api-examples';
import { usePageMeta } from '../use-page-meta';

const OFFERS = ['championship', 'team', 'leagues', 'statistics', 'live'] as const;
const STEPS = ['open', 'name', 'copy', 'revoke'] as const;
const LIMITS = ['rate', 'readOnly', 'revoked', 'count'] as const;
const PROMISES = ['additive', 'deprecation', 'names'] as const;

function CodeBlock({ id, label, code }: { id: string; label: string; code: string }) {
  return (
    <figure className="space-y-2">
      <figcaption id={id} className="text-sm font-semibold">
        {label}
      </figcaption>
      {/* Focusable, so a keyboard user can scroll a line wider than the screen (WCAG 2.1.1). */}
      <pre
        tabIndex={0}
        aria-labelledby={id}
        className="overflow-x-auto rounded-xl border border-border bg-muted p-4 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}

/**
 * For builders (issue 34 part 4): what the API offers, how to make a token, copy-paste examples, the limits and
 * the stability promise (docs/decisions/0214-api-stability-policy.md). Public: linked from the footers and the
 * help centre.
 */
export function DevelopersPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('developers.title'), t('developers.description'));
  const origin = window.location.origin;
  const limits = { requests: API_TOKEN_LIMITS.requests, seconds: API_TOKEN_LIMITS.windowSeconds, tokens: API_TOKEN_LIMITS.perUser };

  return (
    <div className="mx-auto max-w-4xl space-y-12 sm:space-y-16">
      <div className="space-y-4">
        <PageHeader title={t('developers.heading')} description={t('developers.intro')} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href="/api/docs" className={buttonClasses({ variant: 'primary' })}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('developers.reference')}
          </a>
          <a href="/api/docs/openapi.json" download className={buttonClasses({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            {t('developers.download')}
          </a>
        </div>
      </div>

      <section aria-labelledby="dev-offers">
        <SectionHeading align="left" className="mb-5 sm:mb-6" id="dev-offers" title={t('developers.offers.title')} text={t('developers.offers.text')} />
        <ul className="grid gap-3 sm:grid-cols-2">
          {OFFERS.map((key) => (
            <li key={key} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
              <h3 className="font-bold">{t(`developers.offers.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(`developers.offers.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dev-token">
        <SectionHeading align="left" className="mb-5 sm:mb-6" id="dev-token" title={t('developers.token.title')} text={t('developers.token.text')} />
        <ol className="list-decimal space-y-2 pl-6 text-base leading-relaxed">
          {STEPS.map((key) => (
            <li key={key}>{t(`developers.token.steps.${key}`)}</li>
          ))}
        </ol>
        <Link to="/settings" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('developers.token.open')}
        </Link>
      </section>

      <section aria-labelledby="dev-example" className="space-y-4">
        <SectionHeading align="left" className="mb-5 sm:mb-6" id="dev-example" title={t('developers.example.title')} text={t('developers.example.text')} />
        <CodeBlock id="dev-example-curl" label={t('developers.example.curl')} code={curlExample(origin)} />
        <CodeBlock id="dev-example-generate" label={t('developers.example.generate')} code={generateExample(origin)} />
        <CodeBlock id="dev-example-ts" label={t('developers.example.typescript')} code={typescriptExample(origin)} />
      </section>

      <section aria-labelledby="dev-limits">
        <SectionHeading align="left" className="mb-5 sm:mb-6" id="dev-limits" title={t('developers.limits.title')} />
        <ul className="list-disc space-y-2 pl-6 text-base leading-relaxed">
          {LIMITS.map((key) => (
            <li key={key}>{t(`developers.limits.${key}`, limits)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dev-stability">
        <SectionHeading align="left" className="mb-5 sm:mb-6" id="dev-stability" title={t('developers.stability.title')} text={t('developers.stability.text')} />
        <ul className="list-disc space-y-2 pl-6 text-base leading-relaxed">
          {PROMISES.map((key) => (
            <li key={key}>{t(`developers.stability.${key}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
