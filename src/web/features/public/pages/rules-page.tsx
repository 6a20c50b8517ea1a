import type { ReactNode } from 'react';
import { Calculator, CarFront, Flag, Handshake, Target, Trophy } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CAPTAIN_MULTIPLIER,
  HEAD_TO_HEAD_DRAW_POINTS,
  HEAD_TO_HEAD_WIN_POINTS,
  FINISH_BONUS,
  LEAGUE_INVITE_CODE_LENGTH,
  MARKET,
  MAX_TEAM_DRIVERS,
  POSITION_POINTS,
  POWER_STAGE_POINTS,
  PREDICTION_POINTS,
  STAGE_WIN_BONUS,
  STATUS_PENALTIES,
  SUPPORT_CATEGORIES_WITH_BONUS,
  SUPPORT_CATEGORY_PODIUM_BONUS,
  TEAM_BUDGET,
} from '@shared/constants/game';
import { formatMoney } from '@web/lib/format';
import { formatOrdinal } from '@web/lib/format';
import { Accordion, type AccordionItemData } from '@web/components/ui/accordion';
import { PageHeader } from '@web/components/ui/page-header';
import { RulesTable, signedPoints } from '../components/rules-table';
import { usePageMeta } from '../use-page-meta';

/** Whole euros ("€20,000"): the market's per-point value is below the one-decimal millions format. */
function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(euros);
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 mb-3 text-base font-bold first:mt-0 sm:text-lg">{children}</h3>;
}

function Paragraphs({ children }: { children: ReactNode }) {
  return <div className="space-y-3 text-muted-foreground [&_strong]:text-foreground">{children}</div>;
}

/**
 * Rules (docs/game-rules.md states them in full). Every figure comes from src/shared/constants/game.ts, the same constants the scoring
 * engine runs on, so the page and the engine cannot disagree.
 */
export function RulesPage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta(t('rules.title'), t('rules.description'));
  const { hash } = useLocation();

  const budget = formatMoney(TEAM_BUDGET);
  const power = POWER_STAGE_POINTS;

  const basics = (
    <Paragraphs>
      <p>{t('rules.basics.p1')}</p>
      <p>{t('rules.basics.p2', { drivers: MAX_TEAM_DRIVERS, budget })}</p>
      <p>{t('rules.basics.p3')}</p>
      <p>{t('rules.basics.p4')}</p>
    </Paragraphs>
  );

  const team = (
    <div>
      <RulesTable
        caption={t('rules.team.tableCaption')}
        rows={[
          { key: 'budget', label: t('rules.team.budget'), value: budget },
          { key: 'size', label: t('rules.team.size'), value: t('rules.team.sizeValue', { count: MAX_TEAM_DRIVERS }) },
          { key: 'transfers', label: t('rules.team.transfers'), value: t('rules.team.transfersValue') },
          { key: 'balance', label: t('rules.team.balance'), value: t('rules.team.balanceValue', { zero: formatMoney(0) }) },
        ]}
        className="mb-4"
      />
      <Paragraphs>
        <p>{t('rules.team.p1', { count: MAX_TEAM_DRIVERS })}</p>
        <p>{t('rules.team.p2')}</p>
      </Paragraphs>
      {/* docs/game-rules.md §5.4 */}
      <SubHeading>{t('rules.team.captainTitle')}</SubHeading>
      <Paragraphs>
        <p data-testid="captain-rule">{t('rules.team.captain1', { multiplier: CAPTAIN_MULTIPLIER })}</p>
        <p>{t('rules.team.captain2', { multiplier: CAPTAIN_MULTIPLIER })}</p>
      </Paragraphs>
      <SubHeading>{t('rules.team.marketTitle')}</SubHeading>
      <p className="mb-3 rounded-xl border border-border bg-muted px-4 py-3 font-mono text-sm" data-testid="market-formula">
        {t('rules.team.marketFormula', {
          pointValue: formatEuros(MARKET.pointValue, i18n.language),
          step: formatMoney(MARKET.step),
          maxChange: formatMoney(MARKET.maxChange),
        })}
      </p>
      <Paragraphs>
        <p>{t('rules.team.market1', { pointValue: formatEuros(MARKET.pointValue, i18n.language) })}</p>
        <p>{t('rules.team.market2', { defaultExpected: MARKET.defaultExpected })}</p>
        <p>
          {t('rules.team.market3', { minPrice: formatMoney(MARKET.minPrice), maxPrice: formatMoney(MARKET.maxPrice) })}
        </p>
        {/* docs/game-rules.md §9.11 and §9.12 (issue 31, parts 6 and 7). */}
        <p>{t('rules.team.market4')}</p>
        <p>{t('rules.team.market5')}</p>
      </Paragraphs>
    </div>
  );

  const scoring = (
    <div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <SubHeading>{t('rules.scoring.positionTitle')}</SubHeading>
          <RulesTable
            caption={t('rules.scoring.positionCaption')}
            headers={[t('rules.scoring.position'), t('rules.scoring.points')]}
            rows={POSITION_POINTS.map((points, index) => ({
              key: `p${index + 1}`,
              label: formatOrdinal(index + 1),
              value: points,
            }))}
          />
        </div>
        <div>
          <SubHeading>{t('rules.scoring.bonusTitle')}</SubHeading>
          <RulesTable
            caption={t('rules.scoring.bonusCaption')}
            headers={[t('rules.scoring.item'), t('rules.scoring.points')]}
            rows={[
              { key: 'stage', label: t('rules.scoring.stageWin'), value: signedPoints(STAGE_WIN_BONUS), tone: 'gain' },
              {
                key: 'power',
                label: t('rules.scoring.powerStage', { last: formatOrdinal(power.length) }),
                value: power.map(signedPoints).join(' / '),
                tone: 'gain',
              },
              { key: 'finish', label: t('rules.scoring.finish'), value: signedPoints(FINISH_BONUS), tone: 'gain' },
              {
                key: 'support',
                label: t('rules.scoring.support', { categories: SUPPORT_CATEGORIES_WITH_BONUS.join(', ') }),
                value: signedPoints(SUPPORT_CATEGORY_PODIUM_BONUS),
                tone: 'gain',
              },
            ]}
          />
          <SubHeading>{t('rules.scoring.penaltyTitle')}</SubHeading>
          <RulesTable
            caption={t('rules.scoring.penaltyCaption')}
            headers={[t('rules.scoring.item'), t('rules.scoring.points')]}
            rows={[
              { key: 'dnf', label: t('rules.scoring.retired'), value: signedPoints(STATUS_PENALTIES.retired), tone: 'loss' },
              {
                key: 'dsq',
                label: t('rules.scoring.disqualified'),
                value: signedPoints(STATUS_PENALTIES.disqualified),
                tone: 'loss',
              },
              {
                key: 'dns',
                label: t('rules.scoring.didNotStart'),
                value: signedPoints(STATUS_PENALTIES.did_not_start),
                tone: 'loss',
              },
            ]}
          />
        </div>
      </div>
      <ul className="mt-6 list-disc space-y-2 pl-5 text-muted-foreground marker:text-brand-500">
        <li>{t('rules.scoring.notes.team', { drivers: MAX_TEAM_DRIVERS })}</li>
        <li>{t('rules.scoring.notes.finish')}</li>
        <li>{t('rules.scoring.notes.absent')}</li>
      </ul>
    </div>
  );

  const predictions = (
    <div>
      <Paragraphs>
        <p>{t('rules.predictions.p1')}</p>
        <p>{t('rules.predictions.p2')}</p>
      </Paragraphs>
      <RulesTable
        className="mt-4"
        caption={t('rules.predictions.tableCaption')}
        headers={[t('rules.predictions.outcome'), t('rules.scoring.points')]}
        rows={[
          { key: 'perfect', label: t('rules.predictions.perfect'), value: signedPoints(PREDICTION_POINTS.perfect), tone: 'gain' },
          { key: 'two', label: t('rules.predictions.twoExact'), value: signedPoints(PREDICTION_POINTS.twoExact), tone: 'gain' },
          { key: 'one', label: t('rules.predictions.oneExact'), value: signedPoints(PREDICTION_POINTS.oneExact), tone: 'gain' },
          {
            key: 'order',
            label: t('rules.predictions.wrongOrder'),
            value: signedPoints(PREDICTION_POINTS.podiumWrongOrder),
            tone: 'gain',
          },
          { key: 'none', label: t('rules.predictions.none'), value: '0' },
        ]}
      />
      <p className="mt-4 text-muted-foreground">{t('rules.predictions.note')}</p>
    </div>
  );

  const leagues = (
    <div>
      <Paragraphs>
        <p>{t('rules.leagues.p1', { length: LEAGUE_INVITE_CODE_LENGTH })}</p>
        <p>{t('rules.leagues.p2')}</p>
        {/* A member's team is shown to fellow members only from its lock on (docs/game-rules.md §8.11). */}
        <p data-testid="rivals-rule">{t('rules.leagues.rivals')}</p>
      </Paragraphs>
      <SubHeading>{t('rules.leagues.h2hTitle')}</SubHeading>
      {/* docs/game-rules.md §8.9, with the engine's league points. */}
      <Paragraphs>
        <p>{t('rules.leagues.h2h1')}</p>
        <p data-testid="h2h-rule">{t('rules.leagues.h2h2', { win: HEAD_TO_HEAD_WIN_POINTS, draw: HEAD_TO_HEAD_DRAW_POINTS })}</p>
        <p>{t('rules.leagues.h2h3')}</p>
      </Paragraphs>
      <SubHeading>{t('rules.leagues.tieTitle')}</SubHeading>
      <p className="mb-3 text-muted-foreground">{t('rules.leagues.tieText')}</p>
      {/* The order of the league standings engine (docs/game-rules.md §8.2). */}
      <ol className="list-decimal space-y-2 pl-5 marker:font-bold marker:text-accent-text">
        <li>{t('rules.leagues.tie.wins')}</li>
        <li>{t('rules.leagues.tie.best')}</li>
        <li>{t('rules.leagues.tie.recent')}</li>
      </ol>
      {/* docs/game-rules.md §7.7 and §8.12. */}
      <SubHeading>{t('rules.leagues.seasonTitle')}</SubHeading>
      <p className="text-muted-foreground">{t('rules.leagues.season')}</p>
    </div>
  );

  const fairPlay = (
    <div>
      <p className="text-muted-foreground">{t('rules.fairPlay.p1')}</p>
      <ul className="my-4 list-disc space-y-2 pl-5 marker:text-brand-500">
        <li>{t('rules.fairPlay.items.accounts')}</li>
        <li>{t('rules.fairPlay.items.automation')}</li>
        <li>{t('rules.fairPlay.items.respect')}</li>
        <li>{t('rules.fairPlay.items.bugs')}</li>
      </ul>
      <p className="text-muted-foreground">{t('rules.fairPlay.p2')}</p>
      <p className="mt-3">
        <Link to="/contact" className="font-semibold text-accent-text underline underline-offset-4">
          {t('rules.fairPlay.report')}
        </Link>
      </p>
    </div>
  );

  const items: AccordionItemData[] = [
    { value: 'basics', title: t('rules.sections.basics'), icon: <Flag className="size-5" />, content: basics },
    { value: 'team', title: t('rules.sections.team'), icon: <CarFront className="size-5" />, content: team },
    { value: 'scoring', title: t('rules.sections.scoring'), icon: <Calculator className="size-5" />, content: scoring },
    { value: 'predictions', title: t('rules.sections.predictions'), icon: <Target className="size-5" />, content: predictions },
    { value: 'leagues', title: t('rules.sections.leagues'), icon: <Trophy className="size-5" />, content: leagues },
    { value: 'fairPlay', title: t('rules.sections.fairPlay'), icon: <Handshake className="size-5" />, content: fairPlay },
  ];

  // /rules#scoring opens that section (the help centre links to it); anything else opens Game Basics.
  const fromHash = hash.replace(/^#/, '');
  const open = items.some((item) => item.value === fromHash) ? fromHash : 'basics';

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('rules.heading')} description={t('rules.intro')} />
      <Accordion items={items} defaultValue={open} />
    </div>
  );
}
