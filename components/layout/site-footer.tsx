import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { pathFor, type Locale } from '@/lib/routing';
import { site } from '@/lib/site';
import { ContactDetails } from '@/components/contact/contact-details';
import { NewsletterFormSection } from '@/components/newsletter/newsletter-form-section';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { legalScreens, mainNavLinks } from './nav-links';

/**
 * The site footer: the firm, its pages, the legal links (docs/product.md#what-it-is) and the
 * contact data.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tNav, tScreens, tForms, tPub] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Nav'),
    getTranslations('Screens'),
    getTranslations('Forms'),
    getTranslations('Publications'),
  ]);
  const linkClass = 'text-ink-100 underline-offset-4 hover:text-white hover:underline';
  const headingClass = 'text-xs font-semibold tracking-[0.18em] text-brass-300 uppercase';
  return (
    <footer data-site-footer className="bg-ink-950 text-ink-100">
      {/* The one newsletter sign-up of every page (pages carry none of their own). */}
      <section aria-labelledby="newsletter-title" className="border-b border-white/10">
        <Container className="grid gap-6 py-12 md:grid-cols-2 md:items-start md:gap-12">
          <div>
            <h2 id="newsletter-title" className="text-2xl text-white">
              {tForms('newsletter.title')}
            </h2>
            <p className="mt-3 max-w-md text-sm leading-relaxed">{tPub('newsletterText')}</p>
          </div>
          <NewsletterFormSection locale={locale} tone="dark" />
        </Container>
      </section>
      {/* Four columns only from lg: between md and lg the contact column had no room for the
          e-mail address and the page scrolled sideways. The legal links get three of the twelve
          columns: in two, "Declaración de accesibilidad" and its neighbours broke in two lines. */}
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12">
        <div className="sm:col-span-2 lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">
            {t('tagline', { year: site.foundingYear })}
          </p>
          <ul aria-label={t('social')} className="mt-6 flex gap-5 text-sm">
            <li>
              <a href={site.social.linkedin} rel="noopener noreferrer" className={linkClass}>
                {t('linkedin')}
              </a>
            </li>
            <li>
              <a href={site.social.x} rel="noopener noreferrer" className={linkClass}>
                {t('x')}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-firm" className="lg:col-span-2">
          <h2 id="footer-firm" className={`font-sans ${headingClass}`}>
            {t('navTitle')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {mainNavLinks(locale, tNav).map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="lg:col-span-3">
          <h2 id="footer-legal" className={`font-sans ${headingClass}`}>
            {t('legalTitle')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {legalScreens.map((screen) => (
              <li key={screen}>
                <SiteLink href={pathFor({ screen }, locale)} className={linkClass}>
                  {tScreens(screen)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 text-sm sm:col-span-2 lg:col-span-3">
          <h2 className={`font-sans ${headingClass}`}>{t('contactTitle')}</h2>
          <div className="mt-4 [&_a]:text-ink-100 [&_a:hover]:text-white">
            <ContactDetails tone="light" columns={1} />
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-xs text-ink-100">
          <p>{t('rights', { year: new Date().getFullYear(), name: site.legalName })}</p>
        </Container>
      </div>
    </footer>
  );
}
