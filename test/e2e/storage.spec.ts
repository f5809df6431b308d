import { expect, hydrated, test, urls } from './fixtures.js';

test.describe('storage whose reads and writes throw', () => {
  test.beforeEach(() => {
    test.skip(!urls.minimal, 'fixture site not built (E2E_ONLY)');
  });

  test('one warning per page load, no console errors @desktop', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    await page.goto(`${urls.minimal}/docs/intro`);
    await hydrated(page);
    // every setting access: colour mode toggled twice, then a client navigation that reads them again
    await page.locator('.color-toggle').first().click();
    await page.locator('.color-toggle').first().click();
    await page.getByRole('link', { name: 'first guide', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('First guide');
    await page.waitForTimeout(200);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^warning: tn-docs: localStorage cannot be (read|written)/);
  });
});
