import { Clock, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ContactForm } from '../components/contact-form';
import { SectionHeading } from '../components/section-heading';
import { usePageMeta } from '../use-page-meta';

const FAQ = ['reply', 'bug', 'league', 'team'] as const;

/** Contact: the form, an FAQ and the "coming soon" community block. */
export function ContactPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('contact.title'), t('contact.description'));

  return (
    <div className="space-y-14 sm:space-y-20">
      <div>
        <PageHeader title={t('contact.heading')} description={t('contact.intro')} />
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardContent className="pt-5 sm:pt-6">
              <ContactForm />
            </CardContent>
          </Card>

          <div className="space-y-6">
            <Card>
              <CardContent className="space-y-5 pt-5 sm:pt-6">
                <h2 className="text-lg font-bold">{t('contact.infoTitle')}</h2>
                <div className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
                  >
                    <Clock className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{t('contact.responseTitle')}</h3>
                    <p className="text-sm text-muted-foreground">{t('contact.responseText')}</p>
                  </div>
                </div>
                <div className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
                  >
                    <ShieldCheck className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{t('contact.privacyTitle')}</h3>
                    <p className="text-sm text-muted-foreground">{t('contact.privacyText')}</p>
                  </div>
                </div>
              </CardContent>
            </Card>

            <section
              aria-labelledby="contact-community"
              className="relative isolate overflow-hidden rounded-2xl bg-slate-950 p-6 text-white shadow-sm"
            >
              <div aria-hidden="true" className="bg-rally-stripes absolute inset-0 -z-10 opacity-70" />
              <div className="flex items-center justify-between gap-3">
                <h2 id="contact-community" className="flex items-center gap-2 text-lg font-bold">
                  <MessagesSquare aria-hidden="true" className="size-5 text-brand-300" />
                  {t('contact.communityTitle')}
                </h2>
                <Badge tone="brand">{t('contact.communityBadge')}</Badge>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('contact.communityText')}</p>
            </section>
          </div>
        </div>
      </div>

      <section aria-labelledby="contact-faq">
        <SectionHeading id="contact-faq" title={t('contact.faqTitle')} />
        <dl className="grid gap-4 md:grid-cols-2">
          {FAQ.map((id) => (
            <div key={id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <dt className="text-base font-bold">{t(`contact.faq.${id}.q`)}</dt>
              <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`contact.faq.${id}.a`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
