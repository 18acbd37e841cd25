import { expect, test } from '@playwright/test';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';

// The privacy texts' versions on the production build: the policy in force names its version,
// its retention periods (rendered from the module the purge applies) and its processors abroad;
// the earlier version answers at its stable address in both languages, word for word, with a
// link to the text in force; a version never published is a 404. axe and screenshots at 390
// and 1366 px on each page this changes.

test('the policy in force states its version, retention periods and processors', async ({
  page,
}) => {
  await page.goto('/politica-de-privacidad');
  await expect(page.locator('[data-notice-version="2026-11-27"]')).toContainText(
    'Versión 2026-11-27, vigente desde el 27 de noviembre de 2026.',
  );
  const retention = page.getByRole('region', { name: /Plazos de conservación/ });
  await expect(retention).toContainText('24 meses después de su último cambio de estado');
  await expect(retention).toContainText('12 meses después de su recepción');
  await expect(retention).toContainText('se conserva 5 años');
  const processors = page.getByRole('region', { name: /Encargados del tratamiento/ });
  await expect(processors).toContainText(
    'Vercel Inc. (alojamiento del sitio web), Estados Unidos.',
  );
  await expect(processors).toContainText('Decreto 1074 de 2015');
  await expect(page.getByRole('link', { name: /Versión 2026-10-01/ })).toHaveAttribute(
    'href',
    '/politica-de-privacidad/v/2026-10-01',
  );
  await checkAtPhoneAndLaptop(page, 'policy-es');

  await page.goto('/en/privacy-policy');
  await expect(page.getByRole('region', { name: /How long data received/ })).toContainText(
    '24 months after their last status change',
  );
  await checkAtPhoneAndLaptop(page, 'policy-en');
});

test('the earlier policy answers at its address in both languages, as it was', async ({ page }) => {
  for (const [path, lastUpdated, cvs, current] of [
    [
      '/politica-de-privacidad/v/2026-10-01',
      '1 de octubre de 2026',
      'hasta por dos (2) años',
      'Ver la versión vigente',
    ],
    [
      '/en/privacy-policy/v/2026-10-01',
      'October 1, 2026',
      'up to two (2) years',
      'See the version in force',
    ],
    [
      '/privacy-policy/v/2026-10-01',
      'October 1, 2026',
      'up to two (2) years',
      'See the version in force',
    ],
  ] as const) {
    const answer = await page.goto(path);
    expect([path, answer?.status()]).toEqual([path, 200]);
    await expect(page.getByText(lastUpdated).first()).toBeVisible();
    await expect(page.locator('main')).toContainText(cvs);
    await expect(page.locator('[data-notice-version="2026-10-01"]')).toBeVisible();
    // The retention section is the new version's: the old text did not have it.
    await expect(
      page.getByRole('region', { name: /Plazos de conservación|How long data/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: current })).toBeVisible();
  }
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/en\/privacy-policy\/v\/2026-10-01$/);
  await page.goto('/politica-de-privacidad/v/2026-10-01');
  await checkAtPhoneAndLaptop(page, 'policy-v1-es');
  await page.goto('/en/privacy-policy/v/2026-10-01');
  await checkAtPhoneAndLaptop(page, 'policy-v1-en');
});

test('the notice carries its version; a version never published is a 404', async ({ page }) => {
  await page.goto('/aviso-de-privacidad/v/2026-10-01');
  await expect(page.locator('[data-notice-version="2026-10-01"]')).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'notice-es');
  expect((await page.goto('/politica-de-privacidad/v/2020-01-01'))?.status()).toBe(404);
  expect((await page.goto('/en/privacy-notice/v/2020-01-01'))?.status()).toBe(404);
});
