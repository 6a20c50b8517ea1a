import type { ComponentType } from 'react';
import { ArrowRight, Eye, Flame, Scale, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { SectionHeading } from '../components/section-heading';
import { StatsStrip } from '../components/stats-strip';
import { usePageMeta } from '../use-page-meta';

type IconType = ComponentType<{ className?: string }>;

const VALUES: { id: 'passion' | 'fairness' | 'community' | 'transparency'; Icon: IconType }[] = [
  { id: 'passion', Icon: Flame },
  { id: 'fairness', Icon: Scale },
  { id: 'community', Icon: Users },
  { id: 'transparency', Icon: Eye },
];

const TEAM = ['founder', 'engineering', 'data', 'community'] as const;
const TIMELINE = ['y2023', 'y2024', 'y2025'] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** About: mission, four values, a four-person team, the 2023–2025 timeline and the real figures. */
export function AboutPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('about.title'), t('about.description'));

  return (
    <div className="space-y-16 sm:space-y-20">
      <div>
        <PageHeader title={t('about.heading')} description={t('about.intro')} />
        <section
          aria-labelledby="about-mission"
          className="relative isolate overflow-hidden rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10"
        >
          <div aria-hidden="true" className="bg-rally-stripes absolute inset-0 -z-10 opacity-50" />
          <div className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-12">
            <h2
              id="about-mission"
              className="font-display text-3xl font-extrabold tracking-tight uppercase italic sm:text-4xl"
            >
              {t('about.missionTitle')}
            </h2>
            <div className="space-y-4 text-base leading-relaxed sm:text-lg">
              <p>{t('about.missionText')}</p>
              <p className="text-muted-foreground">{t('about.missionText2')}</p>
            </div>
          </div>
        </section>
      </div>

      <section aria-labelledby="about-values">
        <SectionHeading id="about-values" title={t('about.valuesTitle')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ id, Icon }) => (
            <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`about.values.${id}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`about.values.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team">
        <SectionHeading id="about-team" title={t('about.teamTitle')} text={t('about.teamText')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((id) => {
            const name = t(`about.team.${id}.name`);
            return (
              <li key={id} className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm">
                <span
                  aria-hidden="true"
                  className="mx-auto inline-flex size-20 -skew-x-6 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-800 font-display text-3xl font-black text-white italic shadow-md"
                >
                  <span className="skew-x-6">{initials(name)}</span>
                </span>
                <h3 className="mt-4 text-lg font-bold">{name}</h3>
                <p className="text-sm font-semibold text-accent-text">{t(`about.team.${id}.role`)}</p>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{t(`about.team.${id}.bio`)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="about-timeline">
        <SectionHeading id="about-timeline" title={t('about.timelineTitle')} />
        <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-brand-500/60 pl-8 sm:pl-10">
          {TIMELINE.map((id) => (
            <li key={id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.55rem] inline-flex size-5 items-center justify-center rounded-full border-4 border-background bg-brand-600 sm:-left-[3.05rem]"
              />
              {/* The year labels the milestone: a time, not a paragraph styled as a heading. */}
              <time className="block font-display text-2xl font-black text-accent-text italic">{t(`about.timeline.${id}.year`)}</time>
              <h3 className="text-lg font-bold">{t(`about.timeline.${id}.title`)}</h3>
              <p className="mt-1 leading-relaxed text-muted-foreground">{t(`about.timeline.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-stats">
        <SectionHeading id="about-stats" title={t('about.statsTitle')} />
        <StatsStrip />
        <div className="mt-10 flex justify-center">
          <Link to="/register" className={buttonClasses({ size: 'lg' })}>
            {t('about.cta')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
    </div>
  );
}
