import type { ComponentType } from 'react';
import { ArrowRight, CarFront, Quote, Radio, ShieldCheck, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_TEAM_DRIVERS, PREDICTION_POINTS, TEAM_BUDGET } from '@shared/constants/game';
import { formatMoney } from '@web/lib/format';
import { buttonClasses } from '@web/components/ui/button';
import { SectionHeading } from '../components/section-heading';
import { StatsStrip } from '../components/stats-strip';
import { usePageMeta } from '../use-page-meta';

type IconType = ComponentType<{ className?: string }>;

const FEATURES: { id: 'teams' | 'leagues' | 'tracking' | 'predictions'; Icon: IconType }[] = [
  { id: 'teams', Icon: CarFront },
  { id: 'leagues', Icon: Trophy },
  { id: 'tracking', Icon: Radio },
  { id: 'predictions', Icon: Target },
];

const STEPS = ['signUp', 'build', 'score'] as const;
const TESTIMONIALS = ['one', 'two', 'three'] as const;

/** Home: hero, stats strip, features, How It Works, testimonials, final call to action. */
export function HomePage() {
  const { t } = useTranslation('public');
  usePageMeta(t('home.title'), t('home.description'));
  const figures = { drivers: MAX_TEAM_DRIVERS, budget: formatMoney(TEAM_BUDGET) };

  return (
    <div className="space-y-16 sm:space-y-24">
      <section
        aria-labelledby="home-hero-title"
        className="relative isolate overflow-hidden rounded-3xl bg-slate-950 px-6 py-14 text-white shadow-xl sm:px-12 sm:py-20 lg:py-24"
      >
        <div aria-hidden="true" className="bg-rally-stripes absolute inset-0 -z-10 opacity-80" />
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-brand-900/60 blur-3xl"
        />
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-bold tracking-wider text-brand-200 uppercase">
            <Trophy aria-hidden="true" className="size-3.5" />
            {t('home.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 font-display text-[2.5rem] leading-[0.95] font-extrabold tracking-tight uppercase italic sm:text-6xl lg:text-7xl"
          >
            {t('home.heroTitle')}
            <span className="block text-brand-400">{t('home.heroAccent')}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">{t('home.heroText', figures)}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
              {t('home.ctaPrimary')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to="/about"
              className={buttonClasses({
                variant: 'outline',
                size: 'lg',
                className:
                  'w-full border-white/30 bg-white/5 text-white hover:bg-white/15 focus-visible:outline-white sm:w-auto',
              })}
            >
              {t('home.ctaSecondary')}
              {/* Context for screen readers and link lists: "Learn More about Rally Fantasy". */}
              <span className="sr-only"> {t('home.ctaSecondaryContext')}</span>
            </Link>
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm text-slate-400">
            <ShieldCheck aria-hidden="true" className="size-4 text-brand-300" />
            {t('home.heroNote')}
          </p>
        </div>
      </section>

      <StatsStrip className="-mt-8 sm:-mt-14" />

      <section aria-labelledby="home-features" className="below-fold">
        <SectionHeading id="home-features" title={t('home.featuresTitle')} text={t('home.featuresText')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ id, Icon }) => (
            <li
              key={id}
              className="group rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 -skew-x-6 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
              >
                <Icon className="size-6 skew-x-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`home.features.${id}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`home.features.${id}.text`, { ...figures, points: PREDICTION_POINTS.perfect })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-how" className="below-fold">
        <SectionHeading id="home-how" title={t('home.howTitle')} text={t('home.howText')} />
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((id, index) => (
            <li key={id} className="relative overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="absolute -top-4 -right-2 font-display text-8xl font-black text-muted italic select-none"
              >
                {index + 1}
              </span>
              <p className="relative text-xs font-bold tracking-wider text-accent-text uppercase">
                {t('home.stepLabel', { n: index + 1 })}
              </p>
              <h3 className="relative mt-2 text-lg font-bold">{t(`home.steps.${id}.title`)}</h3>
              <p className="relative mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`home.steps.${id}.text`, figures)}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="home-testimonials" className="below-fold">
        <SectionHeading id="home-testimonials" title={t('home.testimonialsTitle')} />
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-7 text-brand-500" />
                <blockquote className="mt-3 flex-1 text-base leading-relaxed">
                  <p>{t(`home.testimonials.${id}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 border-t border-border pt-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-muted text-sm font-bold text-foreground"
                  >
                    {t(`home.testimonials.${id}.name`).charAt(0)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold">{t(`home.testimonials.${id}.name`)}</span>
                    <span className="block text-muted-foreground">{t(`home.testimonials.${id}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="home-final"
        className="below-fold relative isolate overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12 sm:py-16"
      >
        <div aria-hidden="true" className="bg-rally-stripes absolute inset-0 -z-10 opacity-60" />
        <h2 id="home-final" className="font-display text-4xl font-black tracking-tight uppercase italic sm:text-5xl">
          {t('home.finalTitle')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('home.finalText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className={buttonClasses({
              size: 'lg',
              className: 'w-full bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white sm:w-auto',
            })}
          >
            {t('home.finalPrimary')}
          </Link>
          <Link
            to="/rules"
            className={buttonClasses({
              variant: 'outline',
              size: 'lg',
              className:
                'w-full border-white/50 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white sm:w-auto',
            })}
          >
            {t('home.finalSecondary')}
          </Link>
        </div>
      </section>
    </div>
  );
}
