import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/routing';

export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its [locale] segment; any other value is a 404. */
export async function enterLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
