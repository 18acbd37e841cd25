-- The practice areas legal updates are filed under. Reference data the site needs in every
-- environment, so it ships as a migration rather than as demo content.
insert into public.categories (id, label_es, label_en, position) values
  ('tax', 'Tributario', 'Tax', 1),
  ('labor', 'Laboral y seguridad social', 'Labor and social security', 2),
  ('customs', 'Aduanero y comercio exterior', 'Customs and foreign trade', 3),
  ('corporate', 'Corporativo', 'Corporate', 4),
  ('commercial', 'Comercial y competencia', 'Commercial and competition', 5),
  ('administrative', 'Administrativo y contratación estatal', 'Administrative and public procurement', 6),
  ('litigation', 'Litigio y arbitraje', 'Litigation and arbitration', 7),
  ('foreign-exchange', 'Cambiario e inversión extranjera', 'Foreign exchange and investment', 8),
  ('data-protection', 'Protección de datos', 'Data protection', 9)
on conflict (id) do nothing;
