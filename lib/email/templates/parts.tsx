import { Button, Link, Section, Text } from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { site } from '@/lib/site';
import { palette, paragraph } from './palette';

/** A paragraph of body text. */
export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraph, ...style }}>{children}</Text>;
}

/** Text with its line breaks kept, as <br> in HTML and as new lines in the plain-text part. */
export function Lines({ text }: { text: string }) {
  return text.split(/\r\n|\r|\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export type Field = [label: string, value: string];

const label = { color: palette.muted, fontWeight: 600 };

/**
 * Label and value pairs, one paragraph each: "Label: value" reads the same in HTML and in the
 * plain-text part (a two-column table would put label and value on separate text lines).
 */
export function Fields({ fields }: { fields: Field[] }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      {fields.map(([name, text], index) => (
        <Paragraph key={index} style={{ margin: '4px 0' }}>
          <span style={label}>{name}:</span> <Lines text={text} />
        </Paragraph>
      ))}
    </Section>
  );
}

/** The sign-off of the e-mails sent to visitors. */
export function Closing({ words }: { words: string }) {
  return (
    <Paragraph>
      {words}
      <br />
      {site.name}
    </Paragraph>
  );
}

const linkButton = {
  backgroundColor: palette.navy,
  color: palette.white,
  padding: '12px 20px',
  textDecoration: 'none',
};

/**
 * A button to `url`, then the address itself for a client that shows no button. The button is
 * skipped in the plain-text part, which shows the link once.
 */
export function LinkButton({ url, label }: { url: string; label: string }) {
  return (
    <>
      <Section style={{ margin: '24px 0' }} data-skip-in-text>
        <Button href={url} style={linkButton}>
          {label}
        </Button>
      </Section>
      <Paragraph style={{ fontSize: '13px', wordBreak: 'break-all' }}>
        <Link href={url} style={{ color: palette.navy }}>
          {url}
        </Link>
      </Paragraph>
    </>
  );
}
