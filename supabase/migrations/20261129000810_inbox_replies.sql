-- Replies to a lead or an applicant, sent from the inbox through the outbox, and the short
-- templates admins compose them from. Admins (personal.read) read and edit the templates; nobody
-- writes a reply row or an outbox row directly: admin_send_inbox_reply does both, with the
-- visitor's own address, and records the audit event in the same transaction.

-- Templates --------------------------------------------------------------------------------------
create table public.inbox_reply_templates (
  purpose text not null check (purpose in ('acknowledge', 'request_call', 'decline')),
  locale text not null check (locale in ('es', 'en')),
  subject text not null check (length(subject) between 1 and 200),
  body text not null check (length(body) between 1 and 4000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  primary key (purpose, locale)
);
alter table public.inbox_reply_templates enable row level security;
revoke all on public.inbox_reply_templates from anon, authenticated;
grant select on public.inbox_reply_templates to authenticated;
grant update (subject, body, updated_at, updated_by) on public.inbox_reply_templates to authenticated;
grant select, insert, update, delete on public.inbox_reply_templates to service_role;
create policy "Admins read reply templates" on public.inbox_reply_templates
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins edit reply templates" on public.inbox_reply_templates
  for update to authenticated using ((select public.staff_may('personal.read')))
  with check ((select public.staff_may('personal.read')) and updated_by = (select auth.uid()));

-- `{name}` stands for the visitor's name; the e-mail adds the greeting's sign-off and the firm.
insert into public.inbox_reply_templates (purpose, locale, subject, body) values
('acknowledge', 'es', 'Hemos recibido su mensaje',
 E'Estimado(a) {name}:\n\nGracias por escribirnos. Hemos recibido su mensaje y uno de nuestros abogados lo está revisando. Le daremos respuesta dentro de los próximos dos días hábiles.\n\nSi su asunto tiene un término legal próximo a vencer, por favor indíquenoslo respondiendo a este correo.'),
('acknowledge', 'en', 'We have received your message',
 E'Dear {name},\n\nThank you for writing to us. We have received your message and one of our lawyers is reviewing it. We will get back to you within the next two business days.\n\nIf your matter involves a legal deadline that is about to expire, please let us know by replying to this e-mail.'),
('request_call', 'es', 'Le proponemos una llamada',
 E'Estimado(a) {name}:\n\nGracias por contactarnos. Para entender mejor su caso quisiéramos conversar con usted en una breve llamada.\n\n¿Podría indicarnos, respondiendo a este correo, dos o tres horarios que le convengan en los próximos días hábiles y el número en el que podemos comunicarnos con usted?\n\nLa información que nos comparta será tratada de manera confidencial.'),
('request_call', 'en', 'May we schedule a call?',
 E'Dear {name},\n\nThank you for contacting us. To understand your matter better, we would like to speak with you in a short call.\n\nCould you reply to this e-mail with two or three times that suit you over the next business days, and the number at which we can reach you?\n\nAny information you share with us will be treated as confidential.'),
('decline', 'es', 'Respuesta a su consulta',
 E'Estimado(a) {name}:\n\nGracias por confiar en nosotros y por el tiempo que dedicó a escribirnos. Después de revisar su solicitud, lamentamos informarle que en esta ocasión no nos es posible asumir el asunto. Esta decisión no constituye una opinión sobre el fondo de su caso.\n\nLe sugerimos consultar con otro abogado a la mayor brevedad, en especial si hay términos legales en curso.'),
('decline', 'en', 'About your enquiry',
 E'Dear {name},\n\nThank you for placing your trust in us and for taking the time to write. Having reviewed your request, we regret that we are unable to take on this matter. This decision is not an opinion on the merits of your case.\n\nWe suggest that you consult another lawyer as soon as possible, especially if any legal deadlines are running.');

/** Every template in both languages, with who last saved it. */
create function public.admin_reply_templates() returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'purpose', t.purpose, 'locale', t.locale, 'subject', t.subject, 'body', t.body,
             'updated_at', t.updated_at, 'updated_by', public.staff_display_name(t.updated_by))
           order by array_position(array['acknowledge', 'request_call', 'decline'], t.purpose),
                    t.locale desc)
      from public.inbox_reply_templates t), '[]'::jsonb);
end;
$$;

/** Saves one template's subject and body; false: no such template. */
create function public.admin_save_reply_template(
  p_purpose text, p_locale text, p_subject text, p_body text, p_ip_hmac text default null
) returns boolean
  language plpgsql volatile set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  update public.inbox_reply_templates
     set subject = p_subject, body = p_body, updated_at = now(), updated_by = (select auth.uid())
   where purpose = p_purpose and locale = p_locale;
  if not found then return false; end if;
  perform public.record_audit_event('inbox.reply_template', 'reply_template',
                                    p_purpose || ':' || p_locale, '{subject,body}', p_ip_hmac);
  return true;
end;
$$;

-- Replies ------------------------------------------------------------------------------------------
create table public.inbox_replies (
  id bigint generated always as identity primary key,
  item_kind text not null check (item_kind in ('lead', 'application')),
  item_id uuid not null,
  outbox_id uuid references public.outbox (id) on delete set null,
  locale text not null check (locale in ('es', 'en')),
  subject text not null check (length(subject) between 1 and 200),
  sent_by uuid references auth.users (id) on delete set null,
  sent_at timestamptz not null default now()
);
create index inbox_replies_item_idx on public.inbox_replies (item_kind, item_id, id);
alter table public.inbox_replies enable row level security;
revoke all on public.inbox_replies from anon, authenticated;
grant select on public.inbox_replies to authenticated;
grant select, insert, update, delete on public.inbox_replies to service_role;
create policy "Admins read replies" on public.inbox_replies
  for select to authenticated using ((select public.staff_may('personal.read')));

/**
 * Queues a reply to an item's visitor and records it: the outbox row goes to the address the
 * visitor gave (never one the caller passes), from the rendered `p_email` (subject, html, text,
 * reply_to). SECURITY DEFINER because no API role may write the outbox; it asks the caller's
 * permission first. Answers the outbox row's id, or null when there is no such item.
 */
create function public.admin_send_inbox_reply(
  p_kind text, p_id uuid, p_locale text, p_email jsonb, p_ip_hmac text default null
) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_to text;
  v_outbox uuid;
begin
  perform public.require_permission('personal.read');
  if p_kind = 'lead' then
    select m.email into v_to from public.contact_messages m where m.id = p_id;
  elsif p_kind = 'application' then
    select a.email into v_to from public.career_applications a where a.id = p_id;
  end if;
  if v_to is null then return null; end if;
  insert into public.outbox (kind, to_email, reply_to, subject, html, text_body)
  values ('inbox.reply', v_to, p_email ->> 'reply_to', p_email ->> 'subject', p_email ->> 'html',
          p_email ->> 'text')
  returning id into v_outbox;
  insert into public.inbox_replies (item_kind, item_id, outbox_id, locale, subject, sent_by)
  values (p_kind, p_id, v_outbox, p_locale, p_email ->> 'subject', (select auth.uid()));
  perform public.record_audit_event('inbox.reply', p_kind, p_id::text, '{}', p_ip_hmac);
  return v_outbox;
end;
$$;

/**
 * An item's sent replies, oldest first: subject, language, who sent it, when, and its delivery
 * status as the outbox knows it (sent; failed: the last attempt failed and it waits to be tried
 * again; pending). SECURITY DEFINER because the outbox is no API role's to read; it asks the
 * caller's permission first.
 */
create function public.admin_inbox_replies(p_kind text, p_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', r.id, 'subject', r.subject, 'locale', r.locale,
             'by', public.staff_display_name(r.sent_by), 'at', r.sent_at,
             'status', case when o.status = 'sent' then 'sent'
                            when o.last_error is not null then 'failed'
                            else 'pending' end) order by r.id)
      from public.inbox_replies r left join public.outbox o on o.id = r.outbox_id
     where r.item_kind = p_kind and r.item_id = p_id), '[]'::jsonb);
end;
$$;

/** An item's replies go with it (the spam purge deletes items as the service role). */
create function public.inbox_replies_follow_item() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  delete from public.inbox_replies
   where item_kind = tg_argv[0] and item_id = old.id;
  return old;
end;
$$;
create trigger inbox_replies_follow_lead after delete on public.contact_messages
  for each row execute function public.inbox_replies_follow_item('lead');
create trigger inbox_replies_follow_application after delete on public.career_applications
  for each row execute function public.inbox_replies_follow_item('application');

revoke execute on function
  public.admin_reply_templates(),
  public.admin_save_reply_template(text, text, text, text, text),
  public.admin_send_inbox_reply(text, uuid, text, jsonb, text),
  public.admin_inbox_replies(text, uuid),
  public.inbox_replies_follow_item()
from public, anon, authenticated, service_role;
grant execute on function
  public.admin_reply_templates(),
  public.admin_save_reply_template(text, text, text, text, text),
  public.admin_send_inbox_reply(text, uuid, text, jsonb, text),
  public.admin_inbox_replies(text, uuid)
to authenticated;
