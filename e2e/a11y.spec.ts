import { expect, signInViaApi, test } from './support/fixtures';
import { seriousViolations } from './support/axe';


for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('/login has no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/register has no serious or critical violations', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByLabel('Username')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/dashboard has no serious or critical violations', async ({ page, account }) => {
      await signInViaApi(page, account);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
