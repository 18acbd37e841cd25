import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { sessionOf } from './support';

// The outbox holds the recipients' addresses: an author and an editor are refused its list and
// any e-mail's page (403), and their menu does not offer it. The admin's side is
// e2e/admin/outbox.spec.ts.

for (const role of ['author', 'editor'] as const) {
  test.describe(`as an ${role}`, () => {
    test.use({ storageState: sessionOf(role) });

    test('is refused the sent e-mails, and is not offered them', async ({ page }) => {
      await page.goto('/admin');
      await expect(
        page
          .getByRole('navigation', { name: 'Secciones de la administración' })
          .getByRole('link', { name: 'Correos enviados' }),
      ).toHaveCount(0);
      await expect(page.locator('[data-mail-warnings]')).toHaveCount(0);
      for (const path of [
        '/admin/outbox',
        '/admin/outbox?state=failed',
        `/admin/outbox/${randomUUID()}`,
      ]) {
        const response = await page.goto(path);
        expect([path, response?.status()]).toEqual([path, 403]);
      }
    });
  });
}
