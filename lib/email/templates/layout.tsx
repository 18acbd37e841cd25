import { Body, Container, Head, Hr, Html, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/routing';
import { site } from '@/lib/site';
import { emailTranslator } from './i18n';
import { fonts, palette } from './palette';

const body = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: palette.paper,
  color: palette.navy,
  fontFamily: fonts.body,
  fontSize: '15px',
  lineHeight: '1.6',
};
const container = {
  maxWidth: '600px',
  margin: '0 auto',
  padding: '32px 24px',
  backgroundColor: palette.white,
};
const firmName = { fontFamily: fonts.name, fontSize: '20px', margin: '0 0 24px' };
const footer = { fontSize: '12px', color: palette.muted, margin: 0 };

/** Every e-mail's frame: the firm's name on top, its address and phone below. */
export function Layout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = emailTranslator(locale);
  return (
    <Html lang={locale}>
      <Head />
      <Body style={body}>
        <Container style={container}>
          <Text style={firmName}>{site.name}</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: palette.rule, margin: '32px 0 16px' }} />
          <Text style={footer}>
            {t('footer', {
              firm: site.name,
              address: `${site.address.street}, ${site.address.locality}`,
              phone: site.phone.display,
            })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
