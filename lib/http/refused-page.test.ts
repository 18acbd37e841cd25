import { site } from '@/lib/site';
import { refusedPage } from './refused-page';

describe('refusedPage', () => {
  it.each([
    ['/carrera', 'es', 'envíelo por correo a'],
    ['/en/career', 'en', 'send it by e-mail to'],
  ])('names the careers address in the too-large page of %s (%s)', (path, locale, words) => {
    const { status, html } = refusedPage('tooLarge', path);
    expect(status).toBe(413);
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`${words} ${site.careersEmail}.`);
    expect(html).not.toContain('{email}');
  });

  it('answers a malformed post with 400 and the bad-request words', () => {
    const { status, html } = refusedPage('badRequest', '/en/contact');
    expect(status).toBe(400);
    expect(html).toContain('We could not read the submission');
  });
});
