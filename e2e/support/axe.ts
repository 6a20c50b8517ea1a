import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels we promise (2.2 AA and everything beneath it). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The axe violations of the page as it stands, in a shape that prints readably when a test fails.
 * `minImpact: 'serious'` keeps serious and critical ones only; the default reports every impact.
 * `extraTags` adds rule sets beyond WCAG: 'best-practice' (landmarks, `region`, `heading-order`) and
 * 'experimental' (`label-content-name-mismatch`).
 */
export async function axeViolations(
  page: Page,
  options: { minImpact?: 'minor' | 'serious'; include?: string; disableRules?: string[]; extraTags?: string[] } = {},
): Promise<AxeFinding[]> {
  // Only violations are read: axe then stops collecting every passing and inapplicable node, which adds up over
  // the suite's few hundred scans on a two-core CI machine. First: `options()` replaces what withTags() set.
  // Legacy mode runs axe.run() in the page itself. The default gathers partial results per frame and merges
  // them in a blank page it opens for every scan: our pages have no frames, and that page cost more than the
  // audit (decision 0182, 2026-11-28 addendum).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_TAGS, ...(options.extraTags ?? [])]);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => options.minImpact !== 'serious' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Serious and critical violations only: the bar every page must clear. */
export const seriousViolations = (page: Page) => axeViolations(page, { minImpact: 'serious' });
