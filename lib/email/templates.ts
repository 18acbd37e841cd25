import { createTranslator } from 'use-intl/core';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { site } from '@/lib/site';
import type { OutgoingEmail } from './types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'Emails' });

type Row = [label: string, value: string];

function layout(
  locale: Locale,
  parts: {
    paragraphs: string[];
    rows?: Row[];
    button?: { href: string; label: string };
    after?: string[];
  },
) {
  const t = translator(locale);
  const footer = t('footer', {
    firm: site.name,
    address: `${site.address.street}, ${site.address.locality}`,
    phone: site.phone.display,
  });
  const rowsHtml = parts.rows?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0">${parts.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="color:#4a5363;font-weight:600;padding-right:16px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#faf8f4;font-family:Arial,Helvetica,sans-serif;color:#12223a;line-height:1.6">
<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-family:Georgia,serif;font-size:20px;margin:0 0 24px">${escapeHtml(site.name)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rowsHtml}
${parts.button ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.button.href)}" style="background:#12223a;color:#ffffff;padding:12px 20px;text-decoration:none;display:inline-block">${escapeHtml(parts.button.label)}</a></p><p style="font-size:13px;word-break:break-all">${escapeHtml(parts.button.href)}</p>` : ''}
${(parts.after ?? []).map((p) => `<p>${p}</p>`).join('\n')}
<p style="margin-top:32px;border-top:1px solid #e4dfd5;padding-top:16px;font-size:12px;color:#4a5363">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [
    ...parts.paragraphs,
    ...(parts.rows ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(parts.button ? [`${parts.button.label}: ${parts.button.href}`] : []),
    '',
    footer,
  ].join('\n\n');
  return { html, text };
}

const firmInbox = () => process.env.FIRM_INBOX?.trim() || site.email;

export type ContactEmailData = {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  locale: Locale;
};

const topicLabel = (locale: Locale, topic: string) =>
  (messages[locale].Forms.contact.topics as Record<string, string>)[topic] ?? '';
const areaLabel = (locale: Locale, area: string) =>
  (messages[locale].Forms.career.practiceAreas as Record<string, string>)[area] ?? area;

/** What the firm receives (in Spanish, naming the visitor's language) and the visitor's acknowledgement. */
export function contactEmails(data: ContactEmailData): OutgoingEmail[] {
  const firm = translator('es');
  const visitor = translator(data.locale);
  const none = firm('fields.none');
  const firmRows: Row[] = [
    [firm('fields.name'), data.name],
    [firm('fields.email'), data.email],
    [firm('fields.phone'), data.phone || none],
    [firm('fields.topic'), topicLabel('es', data.topic) || none],
    [firm('fields.language'), firm(`languages.${data.locale}`)],
    [firm('fields.message'), data.message],
  ];
  const ackRows: Row[] = [
    [visitor('fields.topic'), topicLabel(data.locale, data.topic) || visitor('fields.none')],
    [visitor('fields.message'), data.message],
  ];
  return [
    {
      kind: 'contact.firm',
      to: firmInbox(),
      replyTo: data.email,
      subject: firm('contactFirm.subject', { name: data.name }),
      ...layout('es', {
        paragraphs: [firm('contactFirm.intro', { language: firm(`languages.${data.locale}`) })],
        rows: firmRows,
      }),
    },
    {
      kind: 'contact.ack',
      to: data.email,
      subject: visitor('contactAck.subject'),
      ...layout(data.locale, {
        paragraphs: [
          visitor('contactAck.greeting', { name: data.name }),
          visitor('contactAck.body'),
        ],
        rows: ackRows,
        after: [escapeHtml(visitor('contactAck.closing')), escapeHtml(site.name)],
      }),
    },
  ];
}

export type CareerEmailData = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profession: string;
  practiceArea: string;
  linkedinProfile: string;
  message: string;
  resumeFile: string;
  resumeOriginalName: string;
  locale: Locale;
};

/** What the firm receives about an application, and the candidate's acknowledgement. */
export function careerEmails(data: CareerEmailData): OutgoingEmail[] {
  const firm = translator('es');
  const visitor = translator(data.locale);
  const none = firm('fields.none');
  const name = `${data.firstName} ${data.lastName}`;
  const rows: Row[] = [
    [firm('fields.firstName'), data.firstName],
    [firm('fields.lastName'), data.lastName],
    [firm('fields.email'), data.email],
    [firm('fields.phone'), data.phone || none],
    [firm('fields.profession'), data.profession],
    [firm('fields.practiceArea'), areaLabel('es', data.practiceArea)],
    [firm('fields.linkedinProfile'), data.linkedinProfile || none],
    [firm('fields.resume'), `${data.resumeOriginalName} (${data.resumeFile})`],
    [firm('fields.language'), firm(`languages.${data.locale}`)],
    [firm('fields.message'), data.message || none],
  ];
  return [
    {
      kind: 'career.firm',
      to: process.env.CAREERS_INBOX?.trim() || site.careersEmail,
      replyTo: data.email,
      subject: firm('careerFirm.subject', { name, area: areaLabel('es', data.practiceArea) }),
      ...layout('es', {
        paragraphs: [
          firm('careerFirm.intro', {
            language: firm(`languages.${data.locale}`),
            file: data.resumeFile,
          }),
        ],
        rows,
      }),
    },
    {
      kind: 'career.ack',
      to: data.email,
      subject: visitor('careerAck.subject'),
      ...layout(data.locale, {
        paragraphs: [
          visitor('careerAck.greeting', { name: data.firstName }),
          visitor('careerAck.body'),
        ],
        after: [escapeHtml(visitor('careerAck.closing')), escapeHtml(site.name)],
      }),
    },
  ];
}

/** The double opt-in e-mail, with its unsubscribe link and List-Unsubscribe headers. */
export function newsletterConfirmEmail(data: {
  email: string;
  locale: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): OutgoingEmail {
  const t = translator(data.locale);
  return {
    kind: 'newsletter.confirm',
    to: data.email,
    subject: t('newsletterConfirm.subject'),
    headers: {
      'List-Unsubscribe': `<${data.oneClickUrl}>, <mailto:${site.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...layout(data.locale, {
      paragraphs: [t('newsletterConfirm.body')],
      button: { href: data.confirmUrl, label: t('newsletterConfirm.button') },
      after: [
        escapeHtml(t('newsletterConfirm.ignore')),
        `<a href="${escapeHtml(data.unsubscribeUrl)}" style="color:#4a5363">${escapeHtml(t('newsletterConfirm.unsubscribe'))}</a>`,
      ],
    }),
  };
}
