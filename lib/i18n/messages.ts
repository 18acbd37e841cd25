import esBase from '@/messages/es.json';
import esAdmin from '@/messages/es/admin.json';
import esCareers from '@/messages/es/careers.json';
import esFirm from '@/messages/es/firm.json';
import esLegal from '@/messages/es/legal.json';
import esPrivacy from '@/messages/es/privacy.json';
import esEmails from '@/messages/es/emails.json';
import esErrors from '@/messages/es/errors.json';
import esServices from '@/messages/es/services.json';
import esTeam from '@/messages/es/team.json';
import enBase from '@/messages/en.json';
import enAdmin from '@/messages/en/admin.json';
import enCareers from '@/messages/en/careers.json';
import enFirm from '@/messages/en/firm.json';
import enLegal from '@/messages/en/legal.json';
import enPrivacy from '@/messages/en/privacy.json';
import enEmails from '@/messages/en/emails.json';
import enErrors from '@/messages/en/errors.json';
import enServices from '@/messages/en/services.json';
import enTeam from '@/messages/en/team.json';
import type { Locale } from '@/lib/routing';

/** Every message of the site, per language: the UI (messages/<locale>.json) plus the long content. */
export const messages = {
  es: {
    ...esBase,
    ...esFirm,
    ...esServices,
    ...esCareers,
    ...esLegal,
    ...esPrivacy,
    ...esErrors,
    ...esEmails,
    ...esTeam,
    ...esAdmin,
  },
  en: {
    ...enBase,
    ...enFirm,
    ...enServices,
    ...enCareers,
    ...enLegal,
    ...enPrivacy,
    ...enErrors,
    ...enEmails,
    ...enTeam,
    ...enAdmin,
  },
} satisfies Record<Locale, object>;

export type Messages = (typeof messages)['es'];
