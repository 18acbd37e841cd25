-- Demo content: legal updates, blog posts and monthly bulletins in Spanish and English. Fictional firm; plausible Colombian legal topics.
-- Authors are named by their team id (lib/content/team.ts), which links each entry to its author's profile.
-- Idempotent: entries are keyed by slug_es and bulletin items by (bulletin_id, entry_id), so running it again changes nothing.

-- Publications (legal updates) ---------------------------------------------------------------

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'labor',
  'reforma-laboral-reglamento-interno-y-procedimiento-disciplinario',
  'labor-reform-internal-work-rules-and-disciplinary-procedure',
  $t$Reforma laboral: el reglamento interno de trabajo y el nuevo procedimiento disciplinario$t$,
  $t$Labor reform: internal work rules and the new disciplinary procedure$t$,
  $t$La Ley 2466 de 2025 llevó al Código Sustantivo del Trabajo las garantías mínimas del procedimiento disciplinario y obliga a ajustar el reglamento interno de trabajo. Explicamos qué deben revisar los empleadores y por qué conviene hacerlo cuanto antes.$t$,
  $t$Law 2466 of 2025 wrote the minimum guarantees of the disciplinary procedure into the Labor Code and requires employers to update their internal work rules. We explain what employers should review and why it is advisable to do so promptly.$t$,
  $t$<p>La Ley 2466 de 2025, conocida como la reforma laboral, modificó el artículo 115 del Código Sustantivo del Trabajo para fijar en la ley las garantías mínimas que deben observarse antes de imponer una sanción disciplinaria. Buena parte de estas reglas ya había sido exigida por la Corte Constitucional, en particular desde la sentencia C-593 de 2014, pero su incorporación expresa en el código eleva el estándar con el que los jueces laborales revisarán las decisiones del empleador.</p>
<h2>Qué exige ahora el procedimiento disciplinario</h2>
<p>En términos generales, el empleador debe asegurar que el trabajador conozca formalmente los hechos que se le imputan y las normas que se consideran infringidas, que tenga acceso a las pruebas, que pueda rendir descargos y controvertir las pruebas en su contra, y que reciba una decisión motivada, proporcional a la falta y susceptible de impugnación. Entre los puntos que recomendamos verificar se encuentran:</p>
<ul>
<li>La comunicación escrita de apertura, con una descripción clara y concreta de las conductas.</li>
<li>Un plazo razonable para preparar los descargos y las reglas sobre el acompañamiento del trabajador en la diligencia.</li>
<li>La gradualidad de las sanciones y su correspondencia con las faltas tipificadas en el reglamento.</li>
<li>Los ajustes razonables que deban hacerse cuando el trabajador es una persona con discapacidad.</li>
</ul>
<h2>El reglamento interno de trabajo</h2>
<p>Las reglas anteriores deben reflejarse en el reglamento interno de trabajo, que además tiene que ajustarse a otros cambios de la reforma: la nueva franja de trabajo nocturno, que desde el 25 de diciembre de 2025 comienza a las 7:00 p. m.; la reducción gradual de la jornada máxima prevista en la Ley 2101 de 2021; las nuevas licencias, y los mecanismos de prevención y atención del acoso laboral y sexual. La ley dio a los empleadores un periodo para adecuar sus reglamentos, por lo que no conviene dejar el ajuste para el último momento.</p>
<p>Un reglamento desactualizado no solo expone al empleador a investigaciones administrativas del Ministerio del Trabajo; también facilita que un juez deje sin efecto una sanción por no haberse seguido el procedimiento exigido. Recomendamos revisar el texto vigente, documentar el procedimiento con formatos claros y capacitar a los jefes de área que intervienen en las diligencias de descargos.</p>$t$,
  $t$<p>Law 2466 of 2025, known as the labor reform, amended article 115 of the Substantive Labor Code to set out in statute the minimum guarantees that must be observed before a disciplinary sanction is imposed. Many of these rules had already been required by the Constitutional Court, in particular since judgment C-593 of 2014, but their express inclusion in the code raises the standard against which labor judges will review employers' decisions.</p>
<h2>What the disciplinary procedure now requires</h2>
<p>In general terms, the employer must ensure that the employee is formally informed of the facts alleged and the rules considered to have been breached, has access to the evidence, may present a defense and challenge the evidence against them, and receives a reasoned decision that is proportionate to the offense and open to challenge. Among the points we recommend checking are:</p>
<ul>
<li>The written notice opening the procedure, with a clear and specific description of the conduct.</li>
<li>A reasonable period to prepare the defense and the rules on who may accompany the employee at the hearing.</li>
<li>The gradation of sanctions and their correspondence with the offenses defined in the internal work rules.</li>
<li>The reasonable accommodations required when the employee is a person with a disability.</li>
</ul>
<h2>The internal work rules</h2>
<p>These rules must be reflected in the internal work rules, which must also be adjusted to other changes introduced by the reform: the new night-work window, which since December 25, 2025 begins at 7:00 p.m.; the gradual reduction of maximum working hours under Law 2101 of 2021; the new types of leave; and the mechanisms to prevent and address workplace and sexual harassment. The law gave employers a period to bring their rules into line, so it is not advisable to leave the adjustment until the last moment.</p>
<p>Outdated internal work rules not only expose the employer to administrative investigations by the Ministry of Labor; they also make it easier for a judge to set aside a sanction because the required procedure was not followed. We recommend reviewing the current text, documenting the procedure with clear forms and training the managers who take part in disciplinary hearings.</p>$t$,
  'camilo-ernesto-duarte-villamizar', null, '2026-03-10 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'tax',
  'dian-concepto-tasa-minima-de-tributacion-declaracion-de-renta-2025',
  'dian-ruling-minimum-tax-rate-2025-income-tax-return',
  $t$La DIAN reitera su doctrina sobre la tasa mínima de tributación antes del vencimiento de la declaración de renta$t$,
  $t$The DIAN restates its position on the minimum tax rate ahead of the income tax filing deadline$t$,
  $t$En un concepto expedido en abril, la DIAN volvió sobre el cálculo de la tasa de tributación depurada del 15 % que deben verificar las personas jurídicas. Resumimos los puntos que conviene revisar antes de presentar la declaración del año gravable 2025.$t$,
  $t$In a ruling issued in April, the DIAN revisited the calculation of the 15% adjusted tax rate that companies must verify. We summarize the points to review before filing the return for tax year 2025.$t$,
  $t$<p>La Ley 2277 de 2022 introdujo en el parágrafo 6 del artículo 240 del Estatuto Tributario una tasa mínima de tributación para las personas jurídicas residentes: si la tasa de tributación depurada (TTD) resulta inferior al 15 %, el contribuyente debe liquidar un impuesto a adicionar hasta alcanzar ese porcentaje. Con la temporada de declaraciones de personas jurídicas en curso, la DIAN expidió en abril un concepto que reitera y precisa su doctrina sobre el cálculo.</p>
<h2>Los puntos que reitera la DIAN</h2>
<p>El concepto no cambia la fórmula legal, que compara el impuesto depurado (ID) con la utilidad depurada (UD), pero responde a dudas frecuentes de los contribuyentes:</p>
<ul>
<li>La utilidad contable antes de impuestos es la que resulta de los estados financieros preparados conforme a los marcos técnicos normativos vigentes en Colombia, y no puede sustituirse por cifras fiscales.</li>
<li>Los conceptos que se suman o restan para llegar a la utilidad depurada son los que enumera la ley; no es posible incluir otros ajustes por analogía.</li>
<li>Cuando el contribuyente pertenece a un grupo empresarial o está en situación de control debidamente registrada, el cálculo se hace de manera consolidada con las demás entidades residentes del grupo y el impuesto a adicionar se distribuye entre ellas.</li>
<li>Las exclusiones previstas en la norma, como las de ciertas zonas francas y rentas con tarifas especiales, deben aplicarse en los términos estrictos del parágrafo.</li>
</ul>
<h2>Recomendaciones</h2>
<p>La TTD es hoy uno de los puntos de mayor riesgo en la revisión de las declaraciones de renta, porque depende de información contable y fiscal que suele prepararse en áreas distintas. Sugerimos conciliar la utilidad contable con el formato de conciliación fiscal, documentar cada partida de la fórmula y, en los grupos, acordar con anticipación la información que cada sociedad debe aportar para el cálculo consolidado.</p>
<p>Los contribuyentes que en años anteriores hayan calculado la TTD con criterios distintos de los de la doctrina deberían evaluar, antes de que la DIAN inicie un proceso de fiscalización, si conviene corregir sus declaraciones.</p>$t$,
  $t$<p>Law 2277 of 2022 introduced in paragraph 6 of article 240 of the Tax Code a minimum tax rate for resident companies: if the adjusted tax rate (TTD) is below 15%, the taxpayer must assess an additional tax up to that percentage. With the corporate filing season under way, the DIAN issued a ruling in April that restates and clarifies its position on the calculation.</p>
<h2>The points the DIAN restates</h2>
<p>The ruling does not change the statutory formula, which compares the adjusted tax (ID) with the adjusted profit (UD), but it answers frequent questions from taxpayers:</p>
<ul>
<li>Pre-tax accounting profit is the one shown in the financial statements prepared under the accounting frameworks in force in Colombia, and it cannot be replaced by tax figures.</li>
<li>The items added or subtracted to arrive at adjusted profit are those listed in the statute; other adjustments cannot be included by analogy.</li>
<li>When the taxpayer belongs to a business group or is under a duly registered control situation, the calculation is made on a consolidated basis with the group's other resident entities, and the additional tax is allocated among them.</li>
<li>The exclusions set out in the provision, such as those for certain free trade zones and income subject to special rates, must be applied within the strict terms of the paragraph.</li>
</ul>
<h2>Recommendations</h2>
<p>The TTD is currently one of the highest-risk points in the review of income tax returns, because it depends on accounting and tax information that is usually prepared by different teams. We suggest reconciling accounting profit with the tax reconciliation report, documenting each item of the formula and, within groups, agreeing in advance on the information each company must provide for the consolidated calculation.</p>
<p>Taxpayers that calculated the TTD in prior years using criteria different from those of the DIAN's position should assess, before the DIAN opens an audit, whether it is advisable to amend their returns.</p>$t$,
  'jorge-enrique-vargas-montoya', null, '2026-05-05 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'corporate',
  'supersociedades-circular-sagrilaft-y-programas-de-transparencia',
  'supersociedades-circular-sagrilaft-and-transparency-programs',
  $t$Supersociedades ajusta sus instrucciones sobre SAGRILAFT y programas de transparencia y ética empresarial$t$,
  $t$Supersociedades updates its instructions on SAGRILAFT and business transparency and ethics programs$t$,
  $t$Una circular externa expedida en mayo modifica los capítulos de la Circular Básica Jurídica sobre prevención del lavado de activos y del soborno transnacional. Explicamos a quién afecta y qué deben hacer las sociedades en los próximos meses.$t$,
  $t$An external circular issued in May amends the chapters of the Basic Legal Circular on the prevention of money laundering and transnational bribery. We explain whom it affects and what companies should do in the coming months.$t$,
  $t$<p>La Superintendencia de Sociedades expidió en mayo una circular externa que modifica los capítulos X y XIII de su Circular Básica Jurídica, relativos al Sistema de Autocontrol y Gestión del Riesgo Integral de Lavado de Activos, Financiación del Terrorismo y Financiación de la Proliferación de Armas de Destrucción Masiva (SAGRILAFT) y al Programa de Transparencia y Ética Empresarial (PTEE). Los cambios responden a la experiencia de supervisión de los últimos años y a los estándares internacionales en la materia.</p>
<h2>Qué cambia</h2>
<p>En términos generales, la circular precisa los criterios que determinan qué sociedades están obligadas a adoptar cada sistema, refuerza las exigencias sobre la debida diligencia de contrapartes y beneficiarios finales, y detalla las funciones y calidades del oficial de cumplimiento. También insiste en que la matriz de riesgo debe reflejar la actividad real de la empresa, y no limitarse a un formato genérico.</p>
<p>Para las sociedades que ya cuentan con estos programas, el principal reto es demostrar que funcionan en la práctica: que las alertas se analizan, que las operaciones sospechosas se reportan a la Unidad de Información y Análisis Financiero (UIAF) y que la junta directiva o el máximo órgano social recibe informes periódicos y toma decisiones con base en ellos.</p>
<h2>Tareas para los próximos meses</h2>
<ul>
<li>Verificar, con las cifras de ingresos y activos del último cierre, si la sociedad está obligada a adoptar el SAGRILAFT, el PTEE o ambos.</li>
<li>Actualizar el manual, la matriz de riesgo y los procedimientos de conocimiento de contrapartes, incluidas las personas expuestas políticamente.</li>
<li>Confirmar que el oficial de cumplimiento cumple los requisitos de la circular y que su designación fue aprobada por el órgano competente.</li>
<li>Programar la capacitación de los empleados y dejar constancia de ella.</li>
</ul>
<p>El incumplimiento de estas instrucciones puede dar lugar a multas y órdenes de la Superintendencia. Recomendamos revisar los programas con anticipación a los plazos de transición que fija la circular.</p>$t$,
  $t$<p>The Superintendency of Companies (Superintendencia de Sociedades) issued an external circular in May amending chapters X and XIII of its Basic Legal Circular, which deal with the Self-Control and Comprehensive Risk Management System for Money Laundering, Terrorist Financing and the Financing of the Proliferation of Weapons of Mass Destruction (SAGRILAFT) and the Business Transparency and Ethics Program (PTEE). The changes reflect the agency's supervisory experience in recent years and international standards in this area.</p>
<h2>What changes</h2>
<p>In general terms, the circular clarifies the criteria that determine which companies must adopt each system, strengthens the requirements for due diligence on counterparties and beneficial owners, and details the duties and qualifications of the compliance officer. It also stresses that the risk matrix must reflect the company's actual business rather than follow a generic template.</p>
<p>For companies that already have these programs in place, the main challenge is to show that they work in practice: that alerts are analyzed, that suspicious transactions are reported to the Financial Information and Analysis Unit (UIAF), and that the board of directors or the highest corporate body receives periodic reports and makes decisions based on them.</p>
<h2>Tasks for the coming months</h2>
<ul>
<li>Check, using the revenue and asset figures from the latest year-end, whether the company must adopt SAGRILAFT, the PTEE or both.</li>
<li>Update the manual, the risk matrix and the know-your-counterparty procedures, including those for politically exposed persons.</li>
<li>Confirm that the compliance officer meets the requirements of the circular and that their appointment was approved by the competent body.</li>
<li>Schedule employee training and keep a record of it.</li>
</ul>
<p>Failure to comply with these instructions may result in fines and orders from the Superintendency. We recommend reviewing the programs ahead of the transition periods set by the circular.</p>$t$,
  'claudia-patricia-rincon-salazar', null, '2026-05-19 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'labor',
  'jornada-de-42-horas-y-recargo-dominical-julio-2026',
  '42-hour-work-week-and-sunday-premium-july-2026',
  $t$Julio de 2026: jornada máxima de 42 horas y recargo dominical del 90 %$t$,
  $t$July 2026: 42-hour maximum work week and 90% Sunday premium$t$,
  $t$En julio confluyen dos cambios que afectan la nómina de casi todos los empleadores: el recargo por trabajo dominical y festivo sube al 90 % y la jornada máxima legal baja a 42 horas semanales. Explicamos cómo prepararse.$t$,
  $t$Two changes affecting almost every employer's payroll take effect in July: the premium for work on Sundays and public holidays rises to 90%, and the statutory maximum work week falls to 42 hours. We explain how to prepare.$t$,
  $t$<p>El mes de julio trae dos ajustes que los empleadores deben incorporar en sus turnos y en su nómina. Ambos estaban previstos desde hace tiempo, pero su efecto combinado puede ser significativo en sectores que operan de forma continua, como el comercio, la salud, la vigilancia y la manufactura.</p>
<h2>Recargo dominical y festivo</h2>
<p>La Ley 2466 de 2025 dispuso un aumento gradual del recargo por trabajo en domingos y festivos, que pasará del 75 % al 100 % en tres etapas. Desde el 1 de julio de 2025 es del 80 %; a partir del 1 de julio de 2026 será del 90 %, y desde el 1 de julio de 2027 llegará al 100 %. El nuevo porcentaje se aplica a las horas trabajadas desde esa fecha, sin importar cuándo se programó el turno.</p>
<h2>Jornada máxima de 42 horas</h2>
<p>Por su parte, la Ley 2101 de 2021 redujo de manera progresiva la jornada máxima legal, que desde el 15 de julio de 2026 será de 42 horas semanales. La reducción no puede implicar una disminución del salario, y las horas que excedan el nuevo límite deben reconocerse como trabajo suplementario, con los recargos correspondientes y dentro de los límites legales de horas extra.</p>
<p>Antes de esas fechas recomendamos:</p>
<ul>
<li>Revisar los cuadros de turnos y los horarios pactados en contratos, reglamentos y convenciones colectivas.</li>
<li>Parametrizar el sistema de nómina con los nuevos porcentajes y el nuevo límite semanal.</li>
<li>Recalcular el valor de la hora ordinaria para quienes tienen salario por unidad de tiempo, ya que la base de los recargos cambia.</li>
<li>Comunicar por escrito a los trabajadores los nuevos horarios y conservar constancia de la comunicación.</li>
</ul>
<p>Un error en la aplicación de estos porcentajes suele repetirse mes a mes y acumular diferencias que luego se reclaman con intereses e indemnizaciones. Una revisión oportuna evita contingencias innecesarias.</p>$t$,
  $t$<p>July brings two adjustments that employers must build into their shift schedules and payroll. Both have been in the pipeline for some time, but their combined effect can be significant in sectors that operate around the clock, such as retail, health care, security services and manufacturing.</p>
<h2>Sunday and public holiday premium</h2>
<p>Law 2466 of 2025 provided for a gradual increase in the premium for work on Sundays and public holidays, which will rise from 75% to 100% in three stages. Since July 1, 2025 it has been 80%; as of July 1, 2026 it will be 90%, and from July 1, 2027 it will reach 100%. The new percentage applies to hours worked from that date, regardless of when the shift was scheduled.</p>
<h2>42-hour maximum work week</h2>
<p>Law 2101 of 2021, for its part, progressively reduced the statutory maximum working hours, which will be 42 hours per week as of July 15, 2026. The reduction may not result in lower wages, and hours in excess of the new limit must be paid as overtime, with the corresponding premiums and within the statutory overtime limits.</p>
<p>Before those dates we recommend:</p>
<ul>
<li>Reviewing shift schedules and the working hours agreed in contracts, internal work rules and collective agreements.</li>
<li>Configuring the payroll system with the new percentages and the new weekly limit.</li>
<li>Recalculating the ordinary hourly rate for employees paid by units of time, since the basis for premiums changes.</li>
<li>Notifying employees of the new schedules in writing and keeping a record of the notice.</li>
</ul>
<p>An error in applying these percentages tends to repeat month after month and build up differences that are later claimed with interest and penalties. A timely review avoids unnecessary contingencies.</p>$t$,
  'camilo-ernesto-duarte-villamizar', null, '2026-06-09 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'customs',
  'decreto-modifica-regimen-aduanero-declaracion-anticipada',
  'decree-amends-customs-regime-advance-declaration',
  $t$Nuevo decreto modifica el régimen aduanero: declaración anticipada, garantías y operadores$t$,
  $t$New decree amends the customs regime: advance declarations, guarantees and operators$t$,
  $t$El Gobierno expidió en junio un decreto que modifica el Decreto 1165 de 2019 en materia de declaración anticipada, garantías y obligaciones de los operadores de comercio exterior. Estos son los cambios que deben revisar importadores y agencias de aduanas.$t$,
  $t$In June the Government issued a decree amending Decree 1165 of 2019 with respect to advance declarations, guarantees and the obligations of foreign trade operators. These are the changes importers and customs brokers should review.$t$,
  $t$<p>El Ministerio de Hacienda y Crédito Público expidió en junio un decreto que modifica varias disposiciones del Decreto 1165 de 2019, la norma que regula el régimen aduanero colombiano. La reforma se enmarca en el proceso de modernización de los servicios informáticos de la DIAN y busca reducir los tiempos de desaduanamiento sin debilitar el control.</p>
<h2>Principales cambios</h2>
<ul>
<li><strong>Declaración anticipada.</strong> Se amplían los supuestos en los que la declaración de importación debe presentarse antes de la llegada de la mercancía y se precisan los términos para corregirla o modificarla sin sanción.</li>
<li><strong>Garantías.</strong> Se ajustan los montos y las condiciones de las garantías globales que deben constituir algunos operadores, con un periodo de transición para adecuar las pólizas vigentes.</li>
<li><strong>Obligaciones de los operadores.</strong> Se actualizan los deberes de conservación de documentos y de entrega de información a través de los servicios informáticos electrónicos de la DIAN.</li>
<li><strong>Operador Económico Autorizado.</strong> Se amplían algunos beneficios para los usuarios certificados, en línea con los compromisos internacionales de facilitación del comercio.</li>
</ul>
<h2>Qué deben hacer los importadores</h2>
<p>Aunque varias disposiciones entran en vigencia de manera diferida, conviene revisar desde ahora los procedimientos internos de compra y logística. La declaración anticipada exige que la información comercial, en especial la descripción de la mercancía, la subpartida arancelaria y el valor en aduana, esté disponible con mayor antelación, lo que implica coordinar con proveedores, transportadores y agencias de aduanas.</p>
<p>También recomendamos verificar las pólizas de cumplimiento aduanero y las fechas en que deben ajustarse, y revisar los contratos con agencias de aduanas para precisar quién responde por errores en la información transmitida. No debe olvidarse que las infracciones se rigen por el régimen sancionatorio del Decreto Ley 920 de 2023, que prevé sanciones de multa y, en ciertos casos, el decomiso de la mercancía.</p>
<p>Nuestro equipo de comercio exterior puede apoyar la revisión de procedimientos y el análisis de las operaciones que se encuentren en curso al momento de la entrada en vigencia.</p>$t$,
  $t$<p>In June the Ministry of Finance and Public Credit issued a decree amending several provisions of Decree 1165 of 2019, the regulation governing the Colombian customs regime. The reform is part of the modernization of the DIAN's electronic services and seeks to reduce clearance times without weakening controls.</p>
<h2>Main changes</h2>
<ul>
<li><strong>Advance declaration.</strong> The cases in which the import declaration must be filed before the goods arrive are broadened, and the time limits for correcting or amending it without penalty are clarified.</li>
<li><strong>Guarantees.</strong> The amounts and conditions of the global guarantees that certain operators must post are adjusted, with a transition period to bring existing bonds into line.</li>
<li><strong>Operators' obligations.</strong> The duties to keep records and to submit information through the DIAN's electronic services are updated.</li>
<li><strong>Authorized Economic Operator.</strong> Some benefits for certified users are extended, in line with international trade facilitation commitments.</li>
</ul>
<h2>What importers should do</h2>
<p>Although several provisions take effect on a deferred basis, it is advisable to review internal purchasing and logistics procedures now. The advance declaration requires commercial information, especially the description of the goods, the tariff subheading and the customs value, to be available earlier, which means coordinating with suppliers, carriers and customs brokers.</p>
<p>We also recommend checking customs compliance bonds and the dates by which they must be adjusted, and reviewing agreements with customs brokers to specify who is liable for errors in the information submitted. It should be remembered that infringements are governed by the penalty regime of Decree-Law 920 of 2023, which provides for fines and, in certain cases, the seizure of the goods.</p>
<p>Our foreign trade team can assist in reviewing procedures and analyzing transactions that are under way when the new rules take effect.</p>$t$,
  'natalia-andrea-ospina-arango', null, '2026-06-23 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'litigation',
  'consejo-de-estado-notificacion-electronica-actos-dian',
  'consejo-de-estado-electronic-service-of-dian-decisions',
  $t$Consejo de Estado: la notificación electrónica de los actos de la DIAN debe hacerse a la dirección registrada en el RUT$t$,
  $t$Consejo de Estado: electronic service of DIAN decisions must be made to the address registered in the RUT$t$,
  $t$La Sección Cuarta reiteró que la notificación electrónica solo produce efectos cuando el acto se envía a la dirección de correo informada por el contribuyente en el RUT. La regla tiene consecuencias directas sobre la firmeza de las declaraciones y la oportunidad de los recursos.$t$,
  $t$The Fourth Section reiterated that electronic service is effective only when the decision is sent to the email address the taxpayer reported in the RUT. The rule has direct consequences for the statute of limitations on returns and the timeliness of appeals.$t$,
  $t$<p>En una sentencia proferida en junio, la Sección Cuarta del Consejo de Estado reiteró su línea sobre la notificación electrónica de los actos administrativos de la DIAN. El caso se originó en un requerimiento especial enviado a una dirección de correo distinta de la que el contribuyente había registrado en el Registro Único Tributario (RUT).</p>
<h2>La regla reiterada</h2>
<p>El artículo 566-1 del Estatuto Tributario permite a la DIAN notificar sus actos por medios electrónicos. Según la jurisprudencia de la Sección, esa forma de notificación solo es válida si el acto se remite a la dirección electrónica que el contribuyente informó en el RUT, porque es la que el propio administrado señaló para recibir comunicaciones. Si el envío se hace a otra dirección, la notificación no produce efectos, aunque la dirección figure en otros documentos del expediente.</p>
<p>La sentencia recuerda además que la ley distingue dos momentos: para la administración, la notificación se entiende surtida en la fecha de envío del acto; para el contribuyente, los términos empiezan a correr cinco días después de la entrega del correo.</p>
<h2>Consecuencias prácticas</h2>
<p>Cuando la notificación del requerimiento especial es inválida y el término de firmeza de la declaración ya transcurrió, la DIAN pierde la oportunidad de modificarla. Por eso, en los procesos de fiscalización conviene revisar con cuidado:</p>
<ul>
<li>La dirección electrónica que figuraba en el RUT en la fecha de cada envío, para lo cual es útil conservar las versiones históricas del registro.</li>
<li>Las constancias de envío y de entrega que la DIAN incorpora al expediente.</li>
<li>El cómputo de los términos para responder y para interponer recursos, a partir de la regla de los cinco días.</li>
</ul>
<p>A su vez, los contribuyentes deben mantener actualizado el RUT y revisar con frecuencia el buzón registrado. Una dirección en desuso puede hacer que un acto se tenga por notificado sin que nadie lo haya leído, con la consecuente pérdida de la oportunidad para defenderse.</p>$t$,
  $t$<p>In a judgment handed down in June, the Fourth Section of the Consejo de Estado (Colombia's highest administrative court) reiterated its line of decisions on electronic service of DIAN decisions. The case arose from a special request (requerimiento especial) sent to an email address other than the one the taxpayer had registered in the Single Tax Registry (RUT).</p>
<h2>The rule reiterated</h2>
<p>Article 566-1 of the Tax Code allows the DIAN to serve its decisions electronically. Under the Section's case law, this form of service is valid only if the decision is sent to the email address the taxpayer reported in the RUT, because that is the address the taxpayer itself designated to receive communications. If it is sent to another address, service is ineffective, even if that address appears in other documents in the file.</p>
<p>The judgment also recalls that the law distinguishes two moments: for the tax authority, service is deemed completed on the date the decision is sent; for the taxpayer, time limits begin to run five days after the email is delivered.</p>
<h2>Practical consequences</h2>
<p>When service of the special request is invalid and the statute of limitations on the return has already run, the DIAN loses the opportunity to amend it. In audit proceedings, it is therefore advisable to check carefully:</p>
<ul>
<li>The email address shown in the RUT on the date of each delivery, for which it is useful to keep historical versions of the registration.</li>
<li>The records of sending and delivery that the DIAN adds to the file.</li>
<li>The calculation of the time limits to respond and to file appeals, based on the five-day rule.</li>
</ul>
<p>Taxpayers, in turn, should keep their RUT up to date and check the registered mailbox frequently. An unused address can result in a decision being deemed served without anyone having read it, with the resulting loss of the opportunity to mount a defense.</p>$t$,
  'andres-felipe-gomez-cardenas', null, '2026-07-07 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'data-protection',
  'sic-decisiones-recientes-proteccion-de-datos-personales',
  'sic-recent-decisions-personal-data-protection',
  $t$Lo que muestran las decisiones recientes de la SIC en protección de datos personales$t$,
  $t$What recent SIC decisions show about personal data protection$t$,
  $t$Las sanciones impuestas por la Superintendencia de Industria y Comercio en el último año se concentran en unas pocas fallas recurrentes. Las repasamos y proponemos una revisión básica de cumplimiento.$t$,
  $t$The penalties imposed by the Superintendency of Industry and Commerce over the past year concentrate on a handful of recurring failures. We review them and propose a basic compliance check.$t$,
  $t$<p>La Superintendencia de Industria y Comercio (SIC), como autoridad de protección de datos personales, ha mantenido en el último año una actividad sancionatoria constante. Una lectura de sus decisiones muestra que la mayoría de las sanciones no se originan en casos complejos, sino en el incumplimiento de deberes básicos de la Ley 1581 de 2012 y su reglamentación.</p>
<h2>Fallas recurrentes</h2>
<ul>
<li><strong>Tratamiento sin autorización.</strong> Uso de datos para fines comerciales o de mercadeo sin una autorización previa, expresa e informada, o sin poder demostrar que se obtuvo.</li>
<li><strong>Consultas y reclamos sin respuesta.</strong> La ley fija diez días hábiles para atender consultas y quince para resolver reclamos, prorrogables en los casos previstos. Responder tarde o de manera incompleta es una de las causas más frecuentes de sanción.</li>
<li><strong>Incidentes de seguridad.</strong> Falta de medidas razonables para proteger las bases de datos y omisión del reporte de los incidentes a la SIC dentro del plazo fijado en sus instrucciones.</li>
<li><strong>Transferencias internacionales.</strong> Envío de datos a países que no ofrecen un nivel adecuado de protección sin que se cumpla alguna de las excepciones legales.</li>
</ul>
<h2>Una revisión básica de cumplimiento</h2>
<p>La ley permite a la SIC imponer multas de hasta el equivalente de dos mil salarios mínimos mensuales, además de órdenes de suspensión o cierre de operaciones relacionadas con el tratamiento.</p>
<p>Para reducir ese riesgo, sugerimos verificar que la política de tratamiento esté publicada y actualizada; que los formularios, sitios web y aplicaciones recojan la autorización y conserven prueba de ella; que exista un procedimiento con responsables y plazos para atender a los titulares, y que los contratos con encargados del tratamiento, como proveedores de nube o de centros de contacto, incluyan las obligaciones de seguridad y confidencialidad.</p>
<p>Las sociedades y entidades sin ánimo de lucro con activos totales superiores a cien mil UVT deben además inscribir sus bases de datos en el Registro Nacional de Bases de Datos y mantenerlo actualizado. Finalmente, el uso creciente de herramientas de inteligencia artificial exige evaluar el impacto del tratamiento antes de incorporar datos personales a esos sistemas, como lo ha señalado la propia SIC en sus instrucciones sobre la materia.</p>$t$,
  $t$<p>The Superintendency of Industry and Commerce (SIC), as Colombia's personal data protection authority, has maintained steady enforcement activity over the past year. A reading of its decisions shows that most penalties do not stem from complex cases, but from failures to comply with basic duties under Law 1581 of 2012 and its implementing regulations.</p>
<h2>Recurring failures</h2>
<ul>
<li><strong>Processing without authorization.</strong> Using data for commercial or marketing purposes without prior, express and informed authorization, or without being able to prove it was obtained.</li>
<li><strong>Unanswered inquiries and complaints.</strong> The law sets ten business days to answer inquiries and fifteen to resolve complaints, extendable in the cases provided for. Late or incomplete answers are one of the most frequent grounds for penalties.</li>
<li><strong>Security incidents.</strong> Lack of reasonable measures to protect databases and failure to report incidents to the SIC within the time limit set in its instructions.</li>
<li><strong>International transfers.</strong> Sending data to countries that do not offer an adequate level of protection without meeting any of the statutory exceptions.</li>
</ul>
<h2>A basic compliance check</h2>
<p>The law allows the SIC to impose fines of up to the equivalent of two thousand monthly minimum wages, as well as orders to suspend or close operations related to data processing.</p>
<p>To reduce that risk, we suggest checking that the data processing policy is published and up to date; that forms, websites and apps collect authorization and keep proof of it; that there is a procedure with assigned owners and deadlines for handling data subjects' requests; and that agreements with data processors, such as cloud or contact center providers, include security and confidentiality obligations.</p>
<p>Companies and non-profit entities with total assets above one hundred thousand UVT must also register their databases in the National Database Registry and keep it up to date. Finally, the growing use of artificial intelligence tools requires assessing the impact of processing before feeding personal data into those systems, as the SIC itself has pointed out in its instructions on the subject.</p>$t$,
  'santiago-jose-herrera-beltran', null, '2026-07-21 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'foreign-exchange',
  'banco-de-la-republica-registro-inversion-extranjera-y-endeudamiento-externo',
  'banco-de-la-republica-foreign-investment-registration-and-external-debt',
  $t$Banco de la República actualiza los procedimientos de registro de inversión extranjera y endeudamiento externo$t$,
  $t$Banco de la República updates the procedures for registering foreign investment and external debt$t$,
  $t$Una modificación a la Circular Reglamentaria Externa DCIP-83 ajusta la forma de registrar las inversiones internacionales y de informar los créditos externos. Explicamos qué deben revisar las empresas con capital extranjero y los deudores de créditos en moneda extranjera.$t$,
  $t$An amendment to External Regulatory Circular DCIP-83 adjusts how international investments are registered and how foreign loans are reported. We explain what companies with foreign capital and borrowers of foreign currency loans should review.$t$,
  $t$<p>El Banco de la República modificó en julio la Circular Reglamentaria Externa DCIP-83, que desarrolla el régimen cambiario de la Resolución Externa 1 de 2018 de su Junta Directiva. Los cambios se refieren principalmente a los procedimientos de registro de las inversiones internacionales y a la información de las operaciones de endeudamiento externo, que se tramitan ante el Banco directamente o a través de los intermediarios del mercado cambiario.</p>
<h2>Qué cambia</h2>
<h3>Inversión extranjera</h3>
<p>Como regla general, la inversión extranjera directa que se canaliza a través del mercado cambiario queda registrada con la presentación de la declaración de cambio correspondiente. Las inversiones que no se canalizan, como los aportes en especie, la capitalización de sumas con derecho de giro o las operaciones entre no residentes, requieren un trámite de registro separado dentro de los plazos que fija la circular. La modificación actualiza esos trámites y la información que debe suministrarse.</p>
<h3>Endeudamiento externo</h3>
<p>Los créditos que residentes obtienen de no residentes deben informarse al Banco de la República y sus desembolsos y pagos deben canalizarse a través del mercado cambiario. La circular precisa la información que debe reportarse y el procedimiento para modificar los datos de un crédito ya informado.</p>
<h2>Recomendaciones</h2>
<ul>
<li>Verificar que todas las inversiones extranjeras de la sociedad estén registradas y que el registro coincida con la participación que muestran los libros societarios.</li>
<li>Revisar los créditos externos vigentes y confirmar que fueron informados antes de su desembolso, como exige el régimen.</li>
<li>Conservar las declaraciones de cambio y los soportes de cada operación durante el término legal.</li>
</ul>
<p>Las infracciones al régimen cambiario pueden ser sancionadas por la DIAN o por la Superintendencia de Sociedades, según el tipo de operación. Un registro incompleto suele detectarse en procesos de venta, fusión o reorganización, cuando resolverlo resulta más costoso; por eso recomendamos revisar la situación de cada sociedad antes de que se presente una operación de ese tipo.</p>$t$,
  $t$<p>In July the Banco de la República (Colombia's central bank) amended External Regulatory Circular DCIP-83, which implements the foreign exchange regime set out in External Resolution 1 of 2018 of its Board of Directors. The changes mainly concern the procedures for registering international investments and for reporting external debt transactions, which are handled directly with the Bank or through foreign exchange market intermediaries.</p>
<h2>What changes</h2>
<h3>Foreign investment</h3>
<p>As a general rule, foreign direct investment channeled through the foreign exchange market is registered upon filing the corresponding foreign exchange declaration. Investments that are not channeled, such as in-kind contributions, the capitalization of amounts eligible for remittance abroad, or transactions between non-residents, require a separate registration procedure within the time limits set by the circular. The amendment updates those procedures and the information to be provided.</p>
<h3>External debt</h3>
<p>Loans that residents obtain from non-residents must be reported to the Banco de la República, and their disbursements and payments must be channeled through the foreign exchange market. The circular specifies the information to be reported and the procedure for amending the details of a loan already reported.</p>
<h2>Recommendations</h2>
<ul>
<li>Check that all of the company's foreign investments are registered and that the registration matches the ownership shown in the corporate books.</li>
<li>Review outstanding foreign loans and confirm that they were reported before disbursement, as the regime requires.</li>
<li>Keep the foreign exchange declarations and supporting documents for each transaction for the statutory period.</li>
</ul>
<p>Breaches of the foreign exchange regime may be penalized by the DIAN or by the Superintendency of Companies, depending on the type of transaction. Incomplete registration is often discovered during sales, mergers or reorganizations, when fixing it is more costly; we therefore recommend reviewing each company's situation before such a transaction arises.</p>$t$,
  'claudia-patricia-rincon-salazar', null, '2026-08-04 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'administrative',
  'colombia-compra-eficiente-nuevos-documentos-tipo-interventoria',
  'colombia-compra-eficiente-new-standard-tender-documents-for-supervision',
  $t$Contratación estatal: nuevos documentos tipo para la interventoría de obra pública$t$,
  $t$Public procurement: new standard tender documents for public works supervision contracts$t$,
  $t$Colombia Compra Eficiente adoptó en agosto documentos tipo para los concursos de méritos de interventoría de obra pública, de uso obligatorio para las entidades estatales. Revisamos lo que cambia para los proponentes.$t$,
  $t$In August Colombia Compra Eficiente adopted standard tender documents for merit-based selection of public works supervision contracts, which government entities must use. We review what changes for bidders.$t$,
  $t$<p>La Agencia Nacional de Contratación Pública – Colombia Compra Eficiente expidió en agosto una resolución que adopta documentos tipo para los procesos de selección de interventoría de obra pública, que se adelantan mediante concurso de méritos. Como ocurre con los demás documentos tipo, su uso es obligatorio para las entidades sometidas al Estatuto General de Contratación de la Administración Pública, de acuerdo con la Ley 2022 de 2020.</p>
<h2>Qué significa para los proponentes</h2>
<p>Los documentos tipo estandarizan los requisitos habilitantes, los factores de calificación y los formatos de la oferta, de modo que las entidades no pueden exigir requisitos distintos de los previstos en ellos, salvo en los aspectos que el propio documento deja a su definición. En la práctica, esto reduce el margen para diseñar pliegos a la medida de un proponente y facilita la preparación de ofertas en procesos de distintas entidades.</p>
<p>Entre los aspectos que los interesados deben revisar con atención se encuentran:</p>
<ul>
<li>La forma de acreditar la experiencia del proponente y del equipo de trabajo, y los documentos que se aceptan como soporte.</li>
<li>Los factores de calidad y la ponderación de la propuesta metodológica.</li>
<li>Los puntajes de apoyo a la industria nacional y los criterios diferenciales para mipymes y emprendimientos, previstos en la Ley 816 de 2003 y en la Ley 2069 de 2020.</li>
<li>Las reglas sobre subsanabilidad, que limitan las causales de rechazo por errores formales.</li>
</ul>
<h2>Recomendaciones</h2>
<p>Los procesos que se publiquen en el SECOP II a partir de la entrada en vigencia de la resolución deberán seguir los nuevos documentos. Sugerimos a los consultores e interventores actualizar desde ahora su información de experiencia, revisar los contratos que pretenden acreditar frente a las nuevas reglas y utilizar la etapa de observaciones al proyecto de pliego cuando una entidad se aparte del documento tipo sin justificación.</p>
<p>Las entidades, por su parte, deben ajustar sus manuales de contratación y capacitar a los comités evaluadores, ya que el incumplimiento de los documentos tipo puede viciar el proceso y dar lugar a acciones judiciales de los proponentes afectados.</p>$t$,
  $t$<p>The National Public Procurement Agency – Colombia Compra Eficiente issued a resolution in August adopting standard tender documents for selection processes for public works supervision contracts, which are carried out through merit-based competitions. As with the other standard documents, their use is mandatory for the entities subject to the General Public Procurement Statute, in accordance with Law 2022 of 2020.</p>
<h2>What it means for bidders</h2>
<p>Standard tender documents standardize eligibility requirements, scoring factors and bid forms, so that entities may not require anything other than what they provide for, except in the aspects the document itself leaves for the entity to define. In practice, this reduces the room for tailoring tender terms to a particular bidder and makes it easier to prepare bids in processes run by different entities.</p>
<p>Among the aspects interested parties should review carefully are:</p>
<ul>
<li>How to evidence the experience of the bidder and the work team, and which documents are accepted as support.</li>
<li>The quality factors and the weighting of the methodological proposal.</li>
<li>The points awarded to support domestic industry and the differential criteria for micro, small and medium-sized enterprises and start-ups, provided for in Law 816 of 2003 and Law 2069 of 2020.</li>
<li>The rules on curing defects, which limit the grounds for rejecting bids for formal errors.</li>
</ul>
<h2>Recommendations</h2>
<p>Processes published in SECOP II once the resolution takes effect must follow the new documents. We suggest that consultants and supervision firms update their experience records now, review the contracts they intend to rely on against the new rules, and use the comment period on draft tender terms when an entity departs from the standard document without justification.</p>
<p>Entities, for their part, should adjust their procurement manuals and train their evaluation committees, since failure to follow the standard documents may taint the process and give rise to legal actions by affected bidders.</p>$t$,
  'daniel-esteban-pardo-quintero', null, '2026-08-25 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'labor',
  'reglamentacion-reforma-laboral-trabajadores-de-plataformas-de-reparto',
  'labor-reform-regulations-delivery-platform-workers',
  $t$Reglamentación de la reforma laboral: trabajadores de plataformas digitales de reparto$t$,
  $t$Labor reform regulations: workers on digital delivery platforms$t$,
  $t$El Ministerio del Trabajo expidió en agosto un decreto que desarrolla el régimen de la Ley 2466 de 2025 para los trabajadores de plataformas digitales de reparto. Explicamos las obligaciones que surgen para las empresas de plataformas y para quienes contratan con ellas.$t$,
  $t$In August the Ministry of Labor issued a decree implementing the regime of Law 2466 of 2025 for workers on digital delivery platforms. We explain the obligations that arise for platform companies and for businesses that contract with them.$t$,
  $t$<p>La Ley 2466 de 2025 incluyó un capítulo sobre los trabajadores de plataformas digitales de reparto, que por primera vez reconoce en la legislación colombiana esta forma de trabajo. La ley distingue entre repartidores dependientes, vinculados mediante contrato de trabajo, e independientes, y para estos últimos establece reglas especiales de seguridad social. En agosto, el Ministerio del Trabajo expidió el decreto que reglamenta buena parte de esas disposiciones.</p>
<h2>Los puntos centrales del decreto</h2>
<ul>
<li><strong>Registro.</strong> Las empresas de plataformas deben registrarse ante el Ministerio y reportar periódicamente información sobre los repartidores que prestan servicios a través de ellas.</li>
<li><strong>Seguridad social de los independientes.</strong> El decreto precisa cómo se calcula el ingreso base de cotización, cómo se distribuye el pago de los aportes entre la plataforma y el repartidor en los términos de la ley, y el procedimiento para efectuar los pagos a través de la planilla integrada.</li>
<li><strong>Riesgos laborales.</strong> Se regula la afiliación de los repartidores al sistema de riesgos laborales y las obligaciones de prevención a cargo de la plataforma.</li>
<li><strong>Transparencia de los sistemas automatizados.</strong> Las plataformas deben informar a los repartidores cómo funcionan los sistemas que asignan pedidos, evalúan el desempeño o desactivan cuentas, y garantizar la revisión humana de las decisiones que los afectan.</li>
</ul>
<h2>A quién le interesa</h2>
<p>Además de las empresas de plataformas, el decreto es relevante para los comercios que utilizan sus servicios y para las empresas que organizan sus propios esquemas de domicilios mediante aplicaciones.</p>
<p>Es importante distinguir con claridad entre quienes operan una plataforma de reparto en los términos de la ley y quienes simplemente contratan un servicio de mensajería, porque las obligaciones son diferentes.</p>
<p>La calificación de un repartidor como independiente no impide que, si en la práctica existe subordinación, un juez declare la existencia de un contrato de trabajo. Por eso recomendamos revisar los términos y condiciones, los procedimientos de desactivación de cuentas y la forma en que se imparten instrucciones a los repartidores.</p>$t$,
  $t$<p>Law 2466 of 2025 included a chapter on workers on digital delivery platforms, which for the first time recognizes this form of work in Colombian legislation. The law distinguishes between dependent couriers, hired under an employment contract, and independent couriers, and for the latter it sets out special social security rules. In August the Ministry of Labor issued the decree implementing many of those provisions.</p>
<h2>The key points of the decree</h2>
<ul>
<li><strong>Registration.</strong> Platform companies must register with the Ministry and periodically report information on the couriers who provide services through them.</li>
<li><strong>Social security for independent couriers.</strong> The decree specifies how the contribution base is calculated, how payment of contributions is split between the platform and the courier under the terms of the law, and the procedure for making payments through the integrated contributions form.</li>
<li><strong>Occupational risks.</strong> It regulates couriers' enrollment in the occupational risk system and the platform's prevention obligations.</li>
<li><strong>Transparency of automated systems.</strong> Platforms must inform couriers how the systems that assign orders, assess performance or deactivate accounts work, and ensure human review of decisions that affect them.</li>
</ul>
<h2>Who should pay attention</h2>
<p>In addition to platform companies, the decree is relevant to retailers that use their services and to businesses that run their own delivery schemes through apps.</p>
<p>It is important to distinguish clearly between those who operate a delivery platform within the meaning of the law and those who simply hire a courier service, because the obligations are different.</p>
<p>Classifying a courier as independent does not prevent a judge from finding that an employment contract exists if, in practice, there is subordination. We therefore recommend reviewing terms and conditions, account deactivation procedures and the way instructions are given to couriers.</p>$t$,
  'camilo-ernesto-duarte-villamizar', null, '2026-09-08 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'tax',
  'dian-actualiza-anexo-tecnico-documento-soporte-y-factura-electronica',
  'dian-updates-technical-annex-support-document-and-electronic-invoice',
  $t$La DIAN actualiza el anexo técnico de la factura electrónica y del documento soporte$t$,
  $t$The DIAN updates the technical annex for electronic invoices and support documents$t$,
  $t$Una resolución de la DIAN expedida en septiembre introduce nuevas validaciones para la factura electrónica y el documento soporte en adquisiciones a no obligados a facturar. Sin esos documentos, los costos y deducciones pueden ser rechazados.$t$,
  $t$A DIAN resolution issued in September introduces new validations for electronic invoices and for the support document used for purchases from persons not required to invoice. Without those documents, costs and deductions may be disallowed.$t$,
  $t$<p>La DIAN expidió en septiembre una resolución que modifica la Resolución 000165 de 2023, norma que reúne las reglas del sistema de facturación electrónica, y actualiza su anexo técnico.</p>
<p>Los cambios introducen nuevas reglas de validación para la factura electrónica de venta y para el documento soporte en adquisiciones efectuadas a sujetos no obligados a expedir factura, y fijan un periodo de transición para que los facturadores y sus proveedores tecnológicos ajusten sus sistemas.</p>
<h2>Por qué importa el documento soporte</h2>
<p>El documento soporte es el comprobante que debe generar el adquirente cuando compra bienes o servicios a personas que no están obligadas a facturar, como algunas personas naturales o proveedores del exterior. De acuerdo con el artículo 771-2 del Estatuto Tributario, sin factura o documento soporte válido no procede el reconocimiento de costos, deducciones ni impuestos descontables. Un documento generado con errores o transmitido fuera de los términos puede llevar, por tanto, al rechazo de esos conceptos en un proceso de fiscalización.</p>
<h2>Qué revisar</h2>
<ul>
<li>Que el proveedor tecnológico o la solución gratuita de la DIAN esté actualizada con la nueva versión del anexo técnico antes de que termine el periodo de transición.</li>
<li>Que los datos del proveedor, en especial su identificación y su condición de residente o no residente, se registren de manera completa y consistente.</li>
<li>Que las correcciones y anulaciones se hagan mediante las notas de ajuste previstas para el documento soporte, y no expidiendo un nuevo documento.</li>
<li>Que las áreas de compras y de contabilidad compartan un procedimiento común, de modo que ninguna adquisición quede sin soporte al cierre del periodo.</li>
</ul>
<p>Recordamos también que las ventas documentadas en tiquete de máquina registradora POS electrónico tienen un límite por operación, por encima del cual debe expedirse factura electrónica. Recomendamos aprovechar el ajuste tecnológico para revisar estas reglas de manera integral.</p>$t$,
  $t$<p>In September the DIAN issued a resolution amending Resolution 000165 of 2023, which brings together the rules of the electronic invoicing system, and updating its technical annex.</p>
<p>The changes introduce new validation rules for electronic sales invoices and for the support document for purchases from persons not required to issue invoices, and set a transition period for issuers and their technology providers to adjust their systems.</p>
<h2>Why the support document matters</h2>
<p>The support document is the record the buyer must generate when purchasing goods or services from persons who are not required to invoice, such as some individuals or foreign suppliers. Under article 771-2 of the Tax Code, costs, deductions and creditable taxes cannot be recognized without a valid invoice or support document. A document generated with errors or transmitted late may therefore lead to those items being disallowed in an audit.</p>
<h2>What to review</h2>
<ul>
<li>That the technology provider, or the DIAN's free solution, is updated to the new version of the technical annex before the transition period ends.</li>
<li>That the supplier's details, especially their identification and their status as resident or non-resident, are recorded completely and consistently.</li>
<li>That corrections and cancellations are made through the adjustment notes provided for the support document, rather than by issuing a new document.</li>
<li>That the purchasing and accounting teams share a common procedure, so that no purchase is left without support at the close of the period.</li>
</ul>
<p>We also recall that sales documented with an electronic point-of-sale (POS) receipt are subject to a per-transaction limit, above which an electronic invoice must be issued. We recommend using the technology update to review these rules comprehensively.</p>$t$,
  'valentina-ruiz-moreno', null, '2026-09-22 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'commercial',
  'sic-control-de-integraciones-empresariales-deber-de-informar',
  'sic-merger-control-duty-to-notify',
  $t$Control de integraciones empresariales: la SIC insiste en el deber de informar antes de cerrar la operación$t$,
  $t$Merger control: the SIC insists on the duty to notify before closing$t$,
  $t$Las decisiones recientes de la Superintendencia de Industria y Comercio confirman que ejecutar una integración sin informarla, o antes de obtener la autorización, se sanciona aunque la operación no afecte la competencia. Repasamos las reglas y los puntos de atención en las transacciones.$t$,
  $t$Recent decisions by the Superintendency of Industry and Commerce confirm that closing a transaction without notifying it, or before obtaining clearance, is penalized even if the deal does not harm competition. We review the rules and the points to watch in transactions.$t$,
  $t$<p>En los últimos meses, la Superintendencia de Industria y Comercio (SIC) ha reiterado en varias decisiones que el régimen de control de integraciones empresariales de la Ley 1340 de 2009 es de carácter previo. Las empresas que participan en una operación sujeta a control deben informarla antes de ejecutarla y, cuando corresponde, esperar la autorización; hacerlo después constituye una infracción autónoma, con independencia de los efectos de la operación sobre el mercado.</p>
<h2>Cuándo hay que informar</h2>
<p>El deber de informar surge cuando concurren dos condiciones: que las empresas se dediquen a la misma actividad económica o participen en la misma cadena de valor, y que, individual o conjuntamente, superen los umbrales de ingresos operacionales o de activos que la SIC fija cada año.</p>
<p>Si la participación conjunta en el mercado relevante es inferior al 20 %, basta con notificar la operación y esta se entiende autorizada; en los demás casos, debe adelantarse un procedimiento de preevaluación y, eventualmente, una segunda fase de análisis.</p>
<h2>Puntos de atención en las transacciones</h2>
<ul>
<li>Analizar el deber de informar desde la etapa de negociación, con cifras consolidadas de los grupos a los que pertenecen las partes.</li>
<li>Prever en el contrato la autorización de la SIC como condición para el cierre y un plazo razonable para obtenerla.</li>
<li>Evitar que, antes de la autorización, el comprador asuma el control de decisiones comerciales del objetivo o que se intercambie información sensible sin las salvaguardas adecuadas.</li>
<li>Revisar si existen operaciones anteriores del grupo que debieron informarse y no lo fueron.</li>
</ul>
<p>Las multas por infracciones al régimen de competencia pueden llegar a cien mil salarios mínimos mensuales para las empresas y a dos mil para las personas naturales que colaboren, faciliten, autoricen, ejecuten o toleren la conducta. Una consulta temprana con el equipo de competencia suele ser mucho menos costosa que defender una investigación.</p>$t$,
  $t$<p>In recent months the Superintendency of Industry and Commerce (SIC) has reiterated in several decisions that the merger control regime of Law 1340 of 2009 is a pre-closing regime. Companies taking part in a transaction subject to review must notify it before implementing it and, where applicable, wait for clearance; doing so afterwards is a stand-alone infringement, regardless of the transaction's effects on the market.</p>
<h2>When notification is required</h2>
<p>The duty to notify arises when two conditions are met: the companies engage in the same economic activity or take part in the same value chain, and, individually or jointly, they exceed the operating revenue or asset thresholds set by the SIC each year.</p>
<p>If their combined share of the relevant market is below 20%, a simple notification is enough and the transaction is deemed cleared; in all other cases, a pre-assessment procedure must be followed and, possibly, a second phase of review.</p>
<h2>Points to watch in transactions</h2>
<ul>
<li>Analyze the duty to notify from the negotiation stage, using consolidated figures for the groups to which the parties belong.</li>
<li>Make SIC clearance a condition to closing in the agreement, with a reasonable period to obtain it.</li>
<li>Ensure that, before clearance, the buyer does not take over the target's commercial decisions and that sensitive information is not exchanged without adequate safeguards.</li>
<li>Check whether the group has carried out earlier transactions that should have been notified and were not.</li>
</ul>
<p>Fines for competition law infringements may reach one hundred thousand monthly minimum wages for companies and two thousand for individuals who collaborate in, facilitate, authorize, carry out or tolerate the conduct. An early consultation with the competition team is usually far less costly than defending an investigation.</p>$t$,
  'santiago-jose-herrera-beltran', null, '2026-10-06 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'tax',
  'registro-unico-de-beneficiarios-finales-errores-frecuentes',
  'beneficial-ownership-registry-common-mistakes',
  $t$Registro Único de Beneficiarios Finales (RUB): errores frecuentes y cómo corregirlos$t$,
  $t$Single Registry of Beneficial Owners (RUB): common mistakes and how to fix them$t$,
  $t$Casi cinco años después de su creación, el RUB sigue presentando inconsistencias en muchas sociedades y estructuras sin personería jurídica. Repasamos los errores más comunes y las medidas para corregirlos antes de que la DIAN los detecte.$t$,
  $t$Almost five years after it was created, the RUB still contains inconsistencies for many companies and structures without legal personality. We review the most common mistakes and the steps to correct them before the DIAN detects them.$t$,
  $t$<p>El Registro Único de Beneficiarios Finales (RUB), regulado por la DIAN mediante la Resolución 000164 de 2021 y sus modificaciones, obliga a las personas jurídicas y a las estructuras sin personería jurídica, como las fiducias y ciertos fondos, a identificar a las personas naturales que finalmente las poseen o controlan y a reportar su información.</p>
<p>La DIAN utiliza estos datos en sus labores de fiscalización y los comparte con otras autoridades en el marco de la lucha contra la evasión, el lavado de activos y la corrupción.</p>
<h2>Errores frecuentes</h2>
<ul>
<li><strong>Reportar solo a los accionistas directos.</strong> El beneficiario final es siempre una persona natural. Cuando el accionista es una sociedad, hay que recorrer la cadena de propiedad hasta identificar a las personas naturales que cumplen los criterios.</li>
<li><strong>Aplicar mal los criterios.</strong> Además de quienes tienen, directa o indirectamente, el 5 % o más del capital, de los derechos de voto o de los beneficios, deben reportarse quienes ejercen control por otros medios. Solo cuando nadie cumple esos criterios se reporta a la persona natural que ocupa el cargo de mayor autoridad en la gestión.</li>
<li><strong>No actualizar.</strong> La información debe actualizarse cuando cambian los beneficiarios finales o sus datos, dentro del plazo que fija la resolución. Las ventas de acciones, las capitalizaciones y las reorganizaciones del grupo son los momentos en que más se olvida este deber.</li>
<li><strong>No documentar la debida diligencia.</strong> La sociedad debe poder demostrar cómo identificó a sus beneficiarios finales, con soportes que conserven la trazabilidad de la cadena de propiedad.</li>
</ul>
<h2>Cómo corregirlos</h2>
<p>Recomendamos hacer una revisión completa de la estructura de propiedad, con un diagrama actualizado del grupo, y contrastarla con lo reportado. Si hay diferencias, conviene actualizar el registro cuanto antes: el Estatuto Tributario prevé sanciones específicas por no suministrar la información o suministrarla de forma incorrecta, y su cuantía aumenta con el tiempo de incumplimiento.</p>
<p>También es útil designar un responsable interno del RUB y prever en los acuerdos de accionistas y en los documentos de inversión la obligación de los socios de entregar oportunamente la información necesaria para el reporte.</p>$t$,
  $t$<p>The Single Registry of Beneficial Owners (RUB), regulated by the DIAN through Resolution 000164 of 2021 and its amendments, requires legal entities and structures without legal personality, such as trusts and certain funds, to identify the individuals who ultimately own or control them and to report their information.</p>
<p>The DIAN uses this data in its audit work and shares it with other authorities as part of efforts against tax evasion, money laundering and corruption.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Reporting only direct shareholders.</strong> A beneficial owner is always an individual. When the shareholder is a company, the ownership chain must be traced until the individuals who meet the criteria are identified.</li>
<li><strong>Misapplying the criteria.</strong> In addition to those who hold, directly or indirectly, 5% or more of the capital, voting rights or benefits, those who exercise control by other means must be reported. Only when no one meets those criteria is the individual holding the most senior management position reported.</li>
<li><strong>Failing to update.</strong> The information must be updated when the beneficial owners or their details change, within the time limit set by the resolution. Share sales, capital increases and group reorganizations are when this duty is most often forgotten.</li>
<li><strong>Failing to document due diligence.</strong> The company must be able to show how it identified its beneficial owners, with supporting documents that preserve the traceability of the ownership chain.</li>
</ul>
<h2>How to fix them</h2>
<p>We recommend a full review of the ownership structure, with an up-to-date group chart, and a comparison with what has been reported. If there are discrepancies, the registry should be updated as soon as possible: the Tax Code provides for specific penalties for failing to provide the information or providing it incorrectly, and the amount increases with the length of the failure.</p>
<p>It is also useful to appoint an internal officer responsible for the RUB and to include in shareholders' agreements and investment documents the partners' obligation to provide, in a timely manner, the information needed for reporting.</p>$t$,
  'luisa-fernanda-castano-mejia', null, '2026-10-20 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'tax',
  'uvt-2027-como-se-calcula-y-que-valores-cambian',
  'uvt-2027-how-it-is-calculated-and-what-changes',
  $t$UVT para 2027: cómo se calcula y qué valores cambian$t$,
  $t$The UVT for 2027: how it is calculated and what changes$t$,
  $t$Con la certificación de la inflación por parte del DANE, ya es posible anticipar el reajuste de la Unidad de Valor Tributario que la DIAN fijará para 2027. Explicamos cómo se calcula y qué obligaciones y cuantías se actualizan con ella.$t$,
  $t$With the DANE's certification of inflation, it is now possible to anticipate the adjustment to the Tax Value Unit (UVT) that the DIAN will set for 2027. We explain how it is calculated and which obligations and amounts are updated with it.$t$,
  $t$<p>La Unidad de Valor Tributario (UVT) es la medida de valor con la que se expresan buena parte de las cifras del Estatuto Tributario: topes para declarar, bases de retención en la fuente, sanciones y límites de beneficios. Cada año, antes del 1 de enero, la DIAN debe publicar mediante resolución el valor que regirá para el año siguiente.</p>
<h2>Cómo se calcula</h2>
<p>De acuerdo con el artículo 868 del Estatuto Tributario, la UVT se reajusta anualmente en la variación del índice de precios al consumidor certificada por el DANE para el periodo comprendido entre el 1 de octubre del año anterior al gravable y la misma fecha del año inmediatamente anterior a este. Para 2027, por tanto, el reajuste corresponde a la inflación medida entre octubre de 2025 y septiembre de 2026, que el DANE ya certificó. La DIAN redondea el resultado en los términos que la misma norma establece.</p>
<h2>Qué valores cambian</h2>
<p>Como las cuantías se expresan en UVT, su valor en pesos se actualiza automáticamente. Estas son algunas de las más relevantes, con su valor en pesos a la UVT de 2026 ($52.374), redondeado al millar como dispone el artículo 868:</p>
<table>
<caption>Cuantías expresadas en UVT y su valor con la UVT de 2026</caption>
<thead><tr><th scope="col">Concepto</th><th scope="col">UVT</th><th scope="col">Valor con la UVT de 2026</th></tr></thead>
<tbody>
<tr><th scope="row">Patrimonio bruto que obliga a una persona natural a declarar renta</th><td>4.500</td><td>$235.683.000</td></tr>
<tr><th scope="row">Ingresos brutos que obligan a una persona natural a declarar renta</th><td>1.400</td><td>$73.324.000</td></tr>
<tr><th scope="row">Base mínima de retención en la fuente por compras</th><td>27</td><td>$1.414.000</td></tr>
<tr><th scope="row">Base mínima de retención en la fuente por servicios</th><td>4</td><td>$209.000</td></tr>
<tr><th scope="row">Sanción mínima</th><td>10</td><td>$524.000</td></tr>
<tr><th scope="row">Ingresos máximos para el régimen simple de tributación</th><td>100.000</td><td>$5.237.400.000</td></tr>
</tbody>
</table>
<p>Para 2027, el valor en pesos de cada cuantía será el número de UVT de la tabla multiplicado por la nueva UVT, con el mismo redondeo. Los topes de diversos beneficios tributarios se actualizan de la misma forma.</p>
<p>Debe tenerse en cuenta que, para ciertos cálculos, la ley toma la UVT del año gravable y no la del año en que se presenta la declaración. Por ejemplo, los topes para declarar renta por el año gravable 2026, que se presentará en 2027, se calculan con la UVT de 2026. Además, desde 2024 muchas cuantías que no son de naturaleza tributaria se expresan en Unidades de Valor Básico (UVB), que tienen su propio mecanismo de ajuste.</p>
<p>Recomendamos actualizar los parámetros de los sistemas contables y de nómina tan pronto se publique la resolución, de modo que las retenciones de enero se practiquen con los nuevos valores.</p>$t$,
  $t$<p>The Tax Value Unit (UVT) is the unit in which many of the figures in the Tax Code are expressed: filing thresholds, withholding tax bases, penalties and limits on tax benefits. Each year, before January 1, the DIAN must publish by resolution the value that will apply for the following year.</p>
<h2>How it is calculated</h2>
<p>Under article 868 of the Tax Code, the UVT is adjusted each year by the change in the consumer price index certified by the DANE (the national statistics agency) for the period from October 1 of the year before the tax year to the same date of the preceding year. For 2027, therefore, the adjustment corresponds to the inflation measured between October 2025 and September 2026, which the DANE has already certified. The DIAN rounds the result as provided in the same article.</p>
<h2>What changes</h2>
<p>Because these amounts are expressed in UVT, their value in pesos is updated automatically. These are some of the most relevant, with their value in pesos at the 2026 UVT (COP 52,374), rounded to the nearest thousand as article 868 provides:</p>
<table>
<caption>Amounts expressed in UVT and their value at the 2026 UVT</caption>
<thead><tr><th scope="col">Item</th><th scope="col">UVT</th><th scope="col">Value at the 2026 UVT</th></tr></thead>
<tbody>
<tr><th scope="row">Gross assets above which an individual must file an income tax return</th><td>4,500</td><td>COP 235,683,000</td></tr>
<tr><th scope="row">Gross income above which an individual must file an income tax return</th><td>1,400</td><td>COP 73,324,000</td></tr>
<tr><th scope="row">Minimum withholding tax base for purchases</th><td>27</td><td>COP 1,414,000</td></tr>
<tr><th scope="row">Minimum withholding tax base for services</th><td>4</td><td>COP 209,000</td></tr>
<tr><th scope="row">Minimum penalty</th><td>10</td><td>COP 524,000</td></tr>
<tr><th scope="row">Maximum income for the simplified tax regime (régimen simple)</th><td>100,000</td><td>COP 5,237,400,000</td></tr>
</tbody>
</table>
<p>For 2027, the value in pesos of each amount will be the number of UVT in the table times the new UVT, rounded the same way. The caps on various tax benefits are updated in the same manner.</p>
<p>It should be borne in mind that for certain calculations the law uses the UVT of the tax year rather than that of the year in which the return is filed. For example, the filing thresholds for tax year 2026, whose return will be filed in 2027, are calculated using the 2026 UVT. In addition, since 2024 many non-tax amounts have been expressed in Basic Value Units (UVB), which have their own adjustment mechanism.</p>
<p>We recommend updating the parameters of accounting and payroll systems as soon as the resolution is published, so that January withholdings are made using the new values.</p>$t$,
  'jorge-enrique-vargas-montoya', null, '2026-11-10 09:00:00-05'
)
on conflict (slug_es) do nothing;

-- An unpublished draft and a publication scheduled thirty days ahead (tests look them up by slug prefix).

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'draft', 'tax',
  'borrador-proyecto-de-decreto-calendario-tributario-2027',
  'draft-2027-tax-calendar-draft-decree',
  $t$Proyecto de decreto del calendario tributario para 2027: primeras observaciones$t$,
  $t$Draft decree on the 2027 tax calendar: initial observations$t$,
  $t$El Ministerio de Hacienda publicó para comentarios el proyecto de decreto que fija los plazos para declarar y pagar los impuestos nacionales en 2027. Señalamos los puntos que los contribuyentes deben tener en cuenta desde ahora.$t$,
  $t$The Ministry of Finance published for comment the draft decree setting the deadlines for filing and paying national taxes in 2027. We point out the issues taxpayers should bear in mind now.$t$,
  $t$<p>Como ocurre cada año, el Ministerio de Hacienda y Crédito Público publicó para comentarios de la ciudadanía el proyecto de decreto que establece el calendario tributario del año siguiente. El texto definitivo suele expedirse antes de que termine el año, pero el proyecto permite anticipar la planeación de caja y de cumplimiento de las empresas.</p>
<h2>Estructura general</h2>
<p>El proyecto conserva la estructura de los últimos años: los plazos se asignan según el último o los dos últimos dígitos del NIT, y se distinguen tres grupos de contribuyentes del impuesto sobre la renta.</p>
<ul>
<li><strong>Grandes contribuyentes.</strong> Pagan el impuesto en tres cuotas, la primera de ellas en febrero, y presentan la declaración con el pago de la segunda cuota.</li>
<li><strong>Personas jurídicas y demás contribuyentes.</strong> Presentan la declaración y pagan la primera cuota en mayo, y la segunda en julio.</li>
<li><strong>Personas naturales.</strong> Declaran entre agosto y octubre, según los últimos dígitos del NIT.</li>
</ul>
<h2>Puntos de atención</h2>
<p>Además de los plazos del impuesto sobre la renta, el proyecto fija las fechas de las declaraciones de retención en la fuente, IVA, impuesto al consumo, régimen simple de tributación, activos en el exterior y precios de transferencia, así como las del reporte de información exógena. Sugerimos revisar con cuidado las fechas que coinciden con cierres contables o con el pago de obligaciones laborales, y planear con tiempo la preparación de la información de los grupos empresariales que deben calcular la tasa mínima de tributación de forma consolidada.</p>
<p>Los comentarios al proyecto pueden enviarse dentro del plazo indicado en la publicación del Ministerio. Nuestro equipo tributario actualizará este análisis cuando se expida el decreto definitivo.</p>$t$,
  $t$<p>As it does every year, the Ministry of Finance and Public Credit published for public comment the draft decree establishing the tax calendar for the following year. The final text is usually issued before the end of the year, but the draft allows companies to plan their cash flow and compliance ahead of time.</p>
<h2>General structure</h2>
<p>The draft keeps the structure of recent years: deadlines are assigned according to the last digit or last two digits of the tax identification number (NIT), and three groups of income taxpayers are distinguished.</p>
<ul>
<li><strong>Large taxpayers.</strong> They pay the tax in three installments, the first in February, and file the return with the payment of the second installment.</li>
<li><strong>Companies and other taxpayers.</strong> They file the return and pay the first installment in May, and the second in July.</li>
<li><strong>Individuals.</strong> They file between August and October, depending on the last digits of their NIT.</li>
</ul>
<h2>Points to watch</h2>
<p>In addition to the income tax deadlines, the draft sets the dates for withholding tax, VAT, national consumption tax, simplified tax regime, foreign assets and transfer pricing returns, as well as for the third-party information (exógena) report. We suggest reviewing carefully the dates that coincide with accounting closes or with payment of employment obligations, and planning ahead for the preparation of information by business groups that must calculate the minimum tax rate on a consolidated basis.</p>
<p>Comments on the draft may be submitted within the period indicated in the Ministry's publication. Our tax team will update this analysis once the final decree is issued.</p>$t$,
  'valentina-ruiz-moreno', null, null
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'publication', 'published', 'labor',
  'programada-obligaciones-laborales-de-fin-de-ano',
  'scheduled-year-end-employment-obligations',
  $t$Obligaciones laborales de fin de año: lo que los empleadores deben tener listo$t$,
  $t$Year-end employment obligations: what employers need to have ready$t$,
  $t$Diciembre y los primeros meses del año concentran varios pagos y trámites laborales con plazos legales estrictos. Reunimos en una lista las obligaciones que conviene programar desde ahora.$t$,
  $t$December and the first months of the year bring several employment payments and formalities with strict statutory deadlines. We list the obligations that should be scheduled now.$t$,
  $t$<p>El cierre del año concentra varias obligaciones laborales cuyo incumplimiento genera intereses, sanciones moratorias o reclamaciones de los trabajadores. Aunque la mayoría son conocidas, cada año encontramos errores que se repiten, en especial cuando hay cambios en el personal o en los sistemas de nómina.</p>
<h2>Pagos y plazos</h2>
<ul>
<li><strong>Prima de servicios.</strong> El segundo pago semestral, equivalente a quince días de salario por semestre trabajado o proporcionalmente, debe hacerse a más tardar el 20 de diciembre.</li>
<li><strong>Dotación.</strong> Los trabajadores que devengan hasta dos salarios mínimos tienen derecho a la tercera entrega del año de calzado y vestido de labor, también a más tardar el 20 de diciembre.</li>
<li><strong>Intereses sobre las cesantías.</strong> Deben pagarse directamente al trabajador, a razón del 12 % anual sobre el saldo de cesantías, a más tardar el 31 de enero.</li>
<li><strong>Consignación de las cesantías.</strong> El valor liquidado a 31 de diciembre debe consignarse en el fondo elegido por el trabajador antes del 15 de febrero.</li>
</ul>
<h2>Otros aspectos a revisar</h2>
<p>Si la empresa concede vacaciones colectivas, debe informarlo con anticipación y verificar el tratamiento de los trabajadores que aún no han causado el derecho. Conviene además revisar los recargos por trabajo en domingos y festivos, frecuentes en temporada alta, con el porcentaje vigente según el cronograma de la Ley 2466 de 2025.</p>
<p>Por último, el salario mínimo del año siguiente se fija en diciembre, por acuerdo en la Comisión Permanente de Concertación de Políticas Salariales y Laborales o, a falta de acuerdo, por decreto del Gobierno.</p>
<p>Su valor incide en el auxilio de transporte, en los aportes de quienes devengan el mínimo y en los topes expresados en salarios mínimos, por lo que recomendamos actualizar la nómina tan pronto se publique.</p>$t$,
  $t$<p>The end of the year brings together several employment obligations whose breach gives rise to interest, late-payment penalties or employee claims. Although most are well known, every year we find recurring mistakes, especially when there are changes in staff or payroll systems.</p>
<h2>Payments and deadlines</h2>
<ul>
<li><strong>Service bonus (prima de servicios).</strong> The second semiannual payment, equal to fifteen days' wages per half-year worked or a proportional amount, must be made by December 20.</li>
<li><strong>Work clothing.</strong> Employees earning up to two minimum wages are entitled to the year's third delivery of work shoes and clothing, also by December 20.</li>
<li><strong>Interest on severance.</strong> It must be paid directly to the employee, at 12% per year on the severance balance, by January 31.</li>
<li><strong>Deposit of severance (cesantías).</strong> The amount calculated as of December 31 must be deposited in the fund chosen by the employee before February 15.</li>
</ul>
<h2>Other aspects to review</h2>
<p>If the company grants collective vacations, it must give advance notice and check the treatment of employees who have not yet accrued the right. It is also advisable to review premiums for work on Sundays and public holidays, which are common in the high season, applying the percentage in force under the schedule of Law 2466 of 2025.</p>
<p>Finally, the minimum wage for the following year is set in December, by agreement within the Standing Committee for the Coordination of Wage and Labor Policies or, failing agreement, by government decree.</p>
<p>Its value affects the transportation allowance, contributions for employees earning the minimum wage and the thresholds expressed in minimum wages, so we recommend updating payroll as soon as it is published.</p>$t$,
  'camilo-ernesto-duarte-villamizar', null, now() + interval '30 days'
)
on conflict (slug_es) do nothing;

-- Blog posts ---------------------------------------------------------------------------------

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'blog', 'published', 'tax',
  'como-prepararse-para-una-fiscalizacion-de-la-dian',
  'how-to-prepare-for-a-dian-audit',
  $t$Cómo prepararse para una fiscalización de la DIAN$t$,
  $t$How to prepare for a DIAN audit$t$,
  $t$Una fiscalización no empieza con el requerimiento especial, sino mucho antes, en la forma en que la empresa documenta sus operaciones. Comparto algunas recomendaciones prácticas a partir de los casos que atendemos cada año.$t$,
  $t$An audit does not begin with the special request, but much earlier, in the way a company documents its transactions. I share some practical recommendations drawn from the cases we handle every year.$t$,
  $t$<p>Cuando un cliente nos llama porque recibió un requerimiento de la DIAN, la primera pregunta que hacemos no es sobre el acto, sino sobre los documentos. En mi experiencia, la mayoría de las discusiones tributarias se ganan o se pierden por la calidad del soporte de las operaciones, y ese soporte se construye mucho antes de que llegue la primera comunicación de la administración.</p>
<h2>Antes de la fiscalización</h2>
<p>Hay tres hábitos que marcan la diferencia. El primero es conciliar, al cierre de cada año, la contabilidad con la declaración de renta y con la información exógena reportada, porque los cruces de información son hoy la principal fuente de programas de fiscalización. El segundo es conservar los soportes de los costos y deducciones relevantes junto con la explicación de su relación con la actividad productora de renta. El tercero es mantener actualizado el RUT y revisar con frecuencia el correo electrónico registrado, al que llegan las notificaciones.</p>
<h2>Cuando llega el primer requerimiento</h2>
<ul>
<li>Lea con atención qué pide exactamente la DIAN y dentro de qué plazo. Responder más de lo solicitado rara vez ayuda.</li>
<li>Responda dentro del término. Si necesita más tiempo, solicítelo por escrito y de manera oportuna.</li>
<li>Entregue la información de forma ordenada, con un índice, y conserve copia exacta de lo radicado.</li>
<li>Involucre desde el principio a quien llevará la defensa, para que la respuesta sea coherente con la estrategia posterior.</li>
</ul>
<p>Si el proceso avanza, el requerimiento especial y la liquidación oficial tienen plazos de respuesta y de recurso que no admiten descuidos: vencido el término, los argumentos no presentados difícilmente podrán hacerse valer después. También conviene revisar desde el inicio si la declaración ya está en firme, porque el término general de tres años y los términos especiales pueden cerrar la discusión antes de que empiece.</p>
<p>Una fiscalización no tiene por qué ser traumática. Con información organizada y una estrategia definida desde el primer día, la mayoría de los procesos se resuelven en la etapa administrativa, sin necesidad de acudir a los jueces.</p>$t$,
  $t$<p>When a client calls us because they have received a request from the DIAN, the first question we ask is not about the request itself, but about the documents. In my experience, most tax disputes are won or lost on the quality of the support for the transactions, and that support is built long before the tax authority's first communication arrives.</p>
<h2>Before the audit</h2>
<p>Three habits make the difference. The first is reconciling, at each year-end, the accounting records with the income tax return and with the third-party information (exógena) reported, because data matching is now the main source of audit programs. The second is keeping the support for significant costs and deductions together with an explanation of how they relate to the income-producing activity. The third is keeping the RUT up to date and frequently checking the registered email address, where notices are served.</p>
<h2>When the first request arrives</h2>
<ul>
<li>Read carefully exactly what the DIAN is asking for and by when. Answering more than what was requested rarely helps.</li>
<li>Reply within the time limit. If you need more time, request it in writing and in good time.</li>
<li>Deliver the information in an orderly manner, with an index, and keep an exact copy of what was filed.</li>
<li>Involve whoever will conduct the defense from the outset, so that the reply is consistent with the later strategy.</li>
</ul>
<p>If the proceeding moves forward, the special request and the official assessment carry deadlines for responses and appeals that leave no room for oversight: once a deadline has passed, arguments not raised can hardly be relied on later. It is also advisable to check from the start whether the return is already final, because the general three-year period and the special periods may close the dispute before it begins.</p>
<p>An audit need not be traumatic. With organized information and a strategy defined from day one, most proceedings are resolved at the administrative stage, without having to go to court.</p>$t$,
  'luisa-fernanda-castano-mejia', null, '2026-04-21 09:00:00-05'
)
on conflict (slug_es) do nothing;

-- This post is deliberately left without an English version.
insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'blog', 'published', 'labor',
  'antes-de-contratar-lo-que-una-empresa-debe-revisar-con-la-reforma-laboral',
  null,
  $t$Antes de contratar: lo que una empresa debe revisar con la reforma laboral$t$,
  null,
  $t$La Ley 2466 de 2025 cambió varias reglas sobre la forma de vincular trabajadores. Propongo una lista de verificación breve para las áreas de recursos humanos antes de cada nueva contratación.$t$,
  null,
  $t$<p>En las últimas semanas varios clientes nos han hecho la misma pregunta: ¿qué debemos cambiar en nuestra forma de contratar después de la reforma laboral? La respuesta corta es que la Ley 2466 de 2025 no transformó la esencia del contrato de trabajo, pero sí modificó reglas que afectan decisiones cotidianas de las áreas de recursos humanos.</p>
<p>Estas son las preguntas que recomiendo hacerse antes de firmar cada contrato.</p>
<h2>Cinco preguntas antes de firmar</h2>
<ol>
<li><strong>¿Qué tipo de contrato corresponde?</strong> La ley reafirma el contrato a término indefinido como regla general. Los contratos a término fijo, que no pueden superar cuatro años, y los de obra o labor deben constar por escrito e identificar con precisión la necesidad temporal o la labor que los justifica.</li>
<li><strong>¿Es realmente un contrato de prestación de servicios?</strong> Si la persona va a cumplir horario, recibir órdenes y trabajar con herramientas de la empresa, lo más probable es que exista un contrato de trabajo, sin importar el nombre del documento.</li>
<li><strong>¿Cumplimos la cuota de aprendices?</strong> El contrato de aprendizaje es ahora un contrato laboral especial, con un apoyo de sostenimiento más alto. Conviene revisar el costo y la forma de cumplir la cuota.</li>
<li><strong>¿El horario respeta la nueva franja nocturna y la jornada máxima?</strong> Desde diciembre de 2025 el trabajo nocturno empieza a las 7:00 p. m., y la jornada máxima sigue reduciéndose según la Ley 2101 de 2021.</li>
<li><strong>¿Están listas las afiliaciones?</strong> La afiliación a riesgos laborales debe hacerse antes de que el trabajador empiece a prestar el servicio, y las demás afiliaciones a la seguridad social, dentro de los términos legales.</li>
</ol>
<h2>Un consejo final</h2>
<p>Documentar bien la contratación desde el principio es la mejor forma de evitar discusiones al terminar la relación. Recomiendo tener modelos de contrato actualizados, una descripción escrita de cada cargo y un procedimiento de ingreso que incluya la entrega del reglamento interno de trabajo y de las políticas de la empresa.</p>
<p>Estos documentos, que pueden parecer un trámite, son los que más ayudan cuando un juez debe reconstruir cómo funcionaba realmente la relación laboral.</p>$t$,
  null,
  'camilo-ernesto-duarte-villamizar', null, '2026-06-16 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'blog', 'published', 'commercial',
  'cinco-preguntas-antes-de-firmar-un-contrato-de-distribucion',
  'five-questions-before-signing-a-distribution-agreement',
  $t$Cinco preguntas antes de firmar un contrato de distribución$t$,
  $t$Five questions before signing a distribution agreement$t$,
  $t$Los contratos de distribución suelen negociarse con prisa, porque el negocio ya está en marcha. Estas cinco preguntas pueden evitar discusiones costosas cuando la relación termine.$t$,
  $t$Distribution agreements are often negotiated in a hurry, because the business is already under way. These five questions can prevent costly disputes when the relationship ends.$t$,
  $t$<p>Con frecuencia nos consultan sobre contratos de distribución cuando la relación ya terminó y las partes discuten cuánto se deben.</p>
<p>Casi siempre, la discusión habría sido más sencilla si el contrato hubiera respondido algunas preguntas básicas desde el principio. Estas son las cinco que considero esenciales.</p>
<h2>Las preguntas</h2>
<ol>
<li><strong>¿Es distribución o agencia comercial?</strong> El distribuidor compra para revender por su cuenta y asume el riesgo de la reventa; el agente promueve o explota los negocios de otro. La diferencia importa, porque el Código de Comercio reconoce al agente comercial prestaciones especiales a la terminación del contrato. El nombre que las partes den al contrato no basta: lo que cuenta es cómo se ejecuta en la práctica.</li>
<li><strong>¿Hay exclusividad y en qué territorio?</strong> Conviene definir si la exclusividad opera en uno o en ambos sentidos, qué productos cubre, qué canales incluye, como las ventas en línea, y qué ocurre con los clientes que compran directamente al proveedor.</li>
<li><strong>¿Qué puede imponer el proveedor?</strong> Las metas, las condiciones de pago y los estándares de marca son razonables, pero la fijación de precios de reventa o ciertas restricciones a la competencia pueden plantear riesgos bajo el régimen de protección de la competencia.</li>
<li><strong>¿Cómo termina la relación?</strong> El contrato debe prever el plazo, las causales de terminación, el preaviso y el tratamiento del inventario y de la información de clientes al finalizar.</li>
<li><strong>¿Qué ley se aplica y quién resuelve las controversias?</strong> Cuando una de las partes es extranjera, la elección de la ley aplicable y de un tribunal arbitral merece una reflexión cuidadosa, porque algunas normas colombianas se aplican a los contratos que se ejecutan en el país.</li>
</ol>
<h2>Una reflexión final</h2>
<p>Un buen contrato de distribución no es el más largo, sino el que refleja la forma en que las partes realmente van a trabajar.</p>
<p>Recomiendo revisar el contrato después del primer año de ejecución: si la práctica se apartó del texto, es mejor ajustarlo de común acuerdo que descubrir la diferencia en un proceso.</p>$t$,
  $t$<p>We are often consulted about distribution agreements once the relationship has already ended and the parties are disputing how much they owe each other.</p>
<p>Almost always, the dispute would have been simpler if the agreement had answered a few basic questions from the start. These are the five I consider essential.</p>
<h2>The questions</h2>
<ol>
<li><strong>Is it distribution or commercial agency?</strong> A distributor buys for resale on its own account and bears the risk of resale; an agent promotes or develops another's business. The difference matters, because the Commercial Code grants commercial agents special payments when the agreement ends. The name the parties give the agreement is not enough: what counts is how it is performed in practice.</li>
<li><strong>Is there exclusivity, and in what territory?</strong> It is advisable to define whether exclusivity runs one way or both ways, which products it covers, which channels it includes, such as online sales, and what happens with customers who buy directly from the supplier.</li>
<li><strong>What can the supplier impose?</strong> Targets, payment terms and brand standards are reasonable, but setting resale prices or certain restrictions on competition may raise risks under competition law.</li>
<li><strong>How does the relationship end?</strong> The agreement should provide for the term, the grounds for termination, the notice period and the treatment of inventory and customer information at the end.</li>
<li><strong>Which law applies and who resolves disputes?</strong> When one of the parties is foreign, the choice of governing law and of an arbitral tribunal deserves careful thought, because some Colombian rules apply to agreements performed in the country.</li>
</ol>
<h2>A final thought</h2>
<p>A good distribution agreement is not the longest one, but the one that reflects how the parties will actually work together.</p>
<p>I recommend reviewing the agreement after the first year of performance: if practice has departed from the text, it is better to adjust it by mutual agreement than to discover the difference in litigation.</p>$t$,
  'claudia-patricia-rincon-salazar', null, '2026-08-18 09:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'blog', 'published', 'tax',
  'lo-que-hemos-aprendido-en-mas-de-cincuenta-anos-de-litigio-tributario',
  'what-we-have-learned-in-over-fifty-years-of-tax-litigation',
  $t$Lo que hemos aprendido en más de cincuenta años de litigio tributario$t$,
  $t$What we have learned in over fifty years of tax litigation$t$,
  $t$La Firma nació en 1972 como una práctica dedicada al derecho tributario. Desde entonces han cambiado las normas, los procedimientos y la tecnología, pero algunas lecciones se mantienen.$t$,
  $t$The Firm was founded in 1972 as a practice devoted to tax law. Since then the rules, procedures and technology have changed, but some lessons remain.$t$,
  $t$<p>Cuando la Firma abrió sus puertas en Bogotá, en 1972, no existía el Estatuto Tributario tal como lo conocemos, las declaraciones se presentaban en papel y los expedientes se revisaban folio por folio en los despachos de la administración. Desde entonces hemos acompañado a nuestros clientes a través de decenas de reformas tributarias, de la expedición del Estatuto en 1989 y de la transición a un procedimiento cada vez más electrónico. En este tiempo hemos aprendido algunas lecciones que siguen vigentes.</p>
<h2>Tres lecciones</h2>
<p><strong>La primera: los casos se ganan con pruebas.</strong> Los argumentos jurídicos son indispensables, pero la mayoría de los procesos se deciden por la capacidad del contribuyente de demostrar la realidad de sus operaciones. La contabilidad llevada en debida forma y los soportes bien conservados valen más que cualquier alegato.</p>
<p><strong>La segunda: la vía administrativa importa.</strong> Lo que no se discute en la respuesta al requerimiento especial o en el recurso de reconsideración difícilmente podrá plantearse con éxito ante el juez. Por eso tratamos la etapa administrativa con el mismo rigor que un proceso judicial.</p>
<p><strong>La tercera: los términos no perdonan.</strong> La firmeza de las declaraciones, los plazos para responder y los cuatro meses para demandar en nulidad y restablecimiento del derecho han definido más casos que muchas discusiones de fondo. Llevar un control riguroso de los términos es una de las tareas más importantes de un despacho.</p>
<h2>Lo que viene</h2>
<p>La fiscalización basada en datos, la factura electrónica y el cruce automático de información han cambiado la forma en que la DIAN selecciona y adelanta sus procesos. Los contribuyentes tienen hoy menos margen para improvisar, pero también más herramientas para documentar su posición. Nuestro trabajo sigue siendo el mismo que en 1972: entender el negocio del cliente, conocer a fondo la norma y defender su posición con seriedad ante la administración y los jueces.</p>$t$,
  $t$<p>When the Firm opened its doors in Bogotá in 1972, the Tax Code as we know it did not exist, returns were filed on paper and case files were reviewed page by page in the tax authority's offices. Since then we have guided our clients through dozens of tax reforms, the enactment of the Tax Code in 1989 and the transition to an increasingly electronic procedure. Over that time we have learned some lessons that still hold true.</p>
<h2>Three lessons</h2>
<p><strong>First: cases are won with evidence.</strong> Legal arguments are indispensable, but most proceedings are decided by the taxpayer's ability to prove the reality of its transactions. Properly kept accounting records and well-preserved supporting documents are worth more than any brief.</p>
<p><strong>Second: the administrative stage matters.</strong> What is not argued in the reply to the special request or in the reconsideration appeal can hardly be raised successfully before the court. That is why we treat the administrative stage with the same rigor as judicial proceedings.</p>
<p><strong>Third: deadlines are unforgiving.</strong> The finality of returns, the time limits to respond and the four months to file an action for annulment and restoration of rights have decided more cases than many disputes on the merits. Keeping rigorous track of deadlines is one of the most important tasks of any law firm.</p>
<h2>What lies ahead</h2>
<p>Data-driven audits, electronic invoicing and automatic information matching have changed the way the DIAN selects and conducts its proceedings. Taxpayers now have less room to improvise, but also more tools to document their position. Our work remains the same as in 1972: understanding the client's business, knowing the law thoroughly and defending the client's position seriously before the tax authority and the courts.</p>$t$,
  'jorge-enrique-vargas-montoya', null, '2026-10-27 09:00:00-05'
)
on conflict (slug_es) do nothing;

-- Monthly legal bulletins --------------------------------------------------------------------

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'bulletin', 'published', null,
  'boletin-juridico-mayo-2026', 'legal-bulletin-may-2026',
  $t$Boletín jurídico — mayo de 2026$t$,
  $t$Legal bulletin — May 2026$t$,
  $t$En mayo: la doctrina de la DIAN sobre la tasa mínima de tributación en plena temporada de declaraciones de renta y las nuevas instrucciones de la Superintendencia de Sociedades sobre SAGRILAFT y programas de transparencia.$t$,
  $t$In May: the DIAN's position on the minimum tax rate in the middle of the income tax filing season, and the Superintendency of Companies' new instructions on SAGRILAFT and transparency programs.$t$,
  $t$<p>Mayo es el mes en que la mayoría de las personas jurídicas presentan su declaración de renta, y este año la atención se concentró en la tasa mínima de tributación. La DIAN reiteró su doctrina sobre el cálculo de la tasa de tributación depurada, un punto que exige coordinar la información contable y fiscal, especialmente en los grupos empresariales.</p>
<p>En el frente corporativo, la Superintendencia de Sociedades ajustó sus instrucciones sobre prevención del lavado de activos y del soborno transnacional. Incluimos en esta edición un resumen de los cambios y de las tareas que las sociedades obligadas deben emprender en los próximos meses.</p>$t$,
  $t$<p>May is the month in which most companies file their income tax returns, and this year attention focused on the minimum tax rate. The DIAN restated its position on the calculation of the adjusted tax rate, an issue that requires coordinating accounting and tax information, especially within business groups.</p>
<p>On the corporate front, the Superintendency of Companies adjusted its instructions on the prevention of money laundering and transnational bribery. This issue includes a summary of the changes and of the tasks that companies subject to these rules should undertake in the coming months.</p>$t$,
  null, '2026-05-01', '2026-06-03 08:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'bulletin', 'published', null,
  'boletin-juridico-junio-2026', 'legal-bulletin-june-2026',
  $t$Boletín jurídico — junio de 2026$t$,
  $t$Legal bulletin — June 2026$t$,
  $t$En junio: la jornada máxima de 42 horas y el recargo dominical del 90 % que entran a regir en julio, y el decreto que modifica el régimen aduanero en materia de declaración anticipada y garantías.$t$,
  $t$In June: the 42-hour maximum work week and the 90% Sunday premium that take effect in July, and the decree amending the customs regime on advance declarations and guarantees.$t$,
  $t$<p>Junio fue un mes de preparación para los empleadores. En julio coinciden el aumento del recargo por trabajo en domingos y festivos previsto en la Ley 2466 de 2025 y la reducción de la jornada máxima a 42 horas semanales, dos cambios que exigen revisar turnos, contratos y sistemas de nómina.</p>
<p>En comercio exterior, el Gobierno expidió un decreto que modifica el Decreto 1165 de 2019 en materia de declaración anticipada, garantías y obligaciones de los operadores. Explicamos qué deben revisar los importadores y las agencias de aduanas antes de que las nuevas reglas entren en vigencia.</p>$t$,
  $t$<p>June was a month of preparation for employers. July brings both the increase in the premium for work on Sundays and public holidays under Law 2466 of 2025 and the reduction of the maximum work week to 42 hours, two changes that require reviewing shifts, contracts and payroll systems.</p>
<p>In foreign trade, the Government issued a decree amending Decree 1165 of 2019 with respect to advance declarations, guarantees and operators' obligations. We explain what importers and customs brokers should review before the new rules take effect.</p>$t$,
  null, '2026-06-01', '2026-07-03 08:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'bulletin', 'published', null,
  'boletin-juridico-julio-2026', 'legal-bulletin-july-2026',
  $t$Boletín jurídico — julio de 2026$t$,
  $t$Legal bulletin — July 2026$t$,
  $t$En julio: el Consejo de Estado reitera las reglas de la notificación electrónica de los actos de la DIAN, y un repaso de las fallas que con más frecuencia sanciona la SIC en protección de datos personales.$t$,
  $t$In July: the Consejo de Estado reiterates the rules on electronic service of DIAN decisions, and a review of the failures the SIC most often penalizes in personal data protection.$t$,
  $t$<p>La edición de julio reúne dos temas en los que los detalles de procedimiento tienen consecuencias de fondo. El Consejo de Estado reiteró que la notificación electrónica de los actos de la DIAN solo produce efectos si se hace a la dirección registrada en el RUT, una regla que puede definir la firmeza de una declaración.</p>
<p>En protección de datos personales, repasamos las decisiones recientes de la Superintendencia de Industria y Comercio y las fallas que con mayor frecuencia dan lugar a sanciones, junto con una lista de verificación básica para las empresas que tratan datos de clientes y empleados.</p>$t$,
  $t$<p>The July issue brings together two topics in which procedural details have substantive consequences. The Consejo de Estado reiterated that electronic service of DIAN decisions is effective only if made to the address registered in the RUT, a rule that can determine whether a return has become final.</p>
<p>On personal data protection, we review recent decisions of the Superintendency of Industry and Commerce and the failures that most often lead to penalties, together with a basic checklist for companies that process customer and employee data.</p>$t$,
  null, '2026-07-01', '2026-08-03 08:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'bulletin', 'published', null,
  'boletin-juridico-agosto-2026', 'legal-bulletin-august-2026',
  $t$Boletín jurídico — agosto de 2026$t$,
  $t$Legal bulletin — August 2026$t$,
  $t$En agosto: los cambios del Banco de la República al registro de inversión extranjera y endeudamiento externo, y los nuevos documentos tipo de Colombia Compra Eficiente para la interventoría de obra pública.$t$,
  $t$In August: the Banco de la República's changes to the registration of foreign investment and external debt, and Colombia Compra Eficiente's new standard tender documents for public works supervision.$t$,
  $t$<p>En agosto, el Banco de la República actualizó los procedimientos de registro de las inversiones internacionales y de información del endeudamiento externo. Para las sociedades con capital extranjero es una buena oportunidad para verificar que sus registros estén completos antes de cualquier operación de venta o reorganización.</p>
<p>En contratación estatal, Colombia Compra Eficiente adoptó documentos tipo para los concursos de méritos de interventoría de obra pública. Analizamos lo que cambia para consultores e interventores y lo que deben ajustar las entidades en sus procesos.</p>$t$,
  $t$<p>In August the Banco de la República updated the procedures for registering international investments and reporting external debt. For companies with foreign capital, this is a good opportunity to check that their registrations are complete before any sale or reorganization.</p>
<p>In public procurement, Colombia Compra Eficiente adopted standard tender documents for merit-based competitions for public works supervision. We analyze what changes for consultants and supervision firms and what entities should adjust in their processes.</p>$t$,
  null, '2026-08-01', '2026-09-03 08:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'bulletin', 'published', null,
  'boletin-juridico-septiembre-2026', 'legal-bulletin-september-2026',
  $t$Boletín jurídico — septiembre de 2026$t$,
  $t$Legal bulletin — September 2026$t$,
  $t$En septiembre: la reglamentación de la reforma laboral para los trabajadores de plataformas digitales de reparto y la actualización del anexo técnico de la factura electrónica y del documento soporte.$t$,
  $t$In September: the labor reform regulations for workers on digital delivery platforms and the update to the technical annex for electronic invoices and support documents.$t$,
  $t$<p>La reglamentación de la Ley 2466 de 2025 siguió avanzando en septiembre con el decreto sobre los trabajadores de plataformas digitales de reparto. Sus reglas sobre registro, seguridad social y transparencia de los sistemas automatizados interesan tanto a las plataformas como a los comercios que utilizan sus servicios.</p>
<p>En materia tributaria, la DIAN actualizó el anexo técnico de la factura electrónica y del documento soporte. Aunque parece un asunto tecnológico, de estos documentos depende la procedencia de costos, deducciones e impuestos descontables, por lo que recomendamos revisar los sistemas antes de que termine el periodo de transición.</p>$t$,
  $t$<p>Implementation of Law 2466 of 2025 moved forward in September with the decree on workers on digital delivery platforms. Its rules on registration, social security and the transparency of automated systems are of interest both to platforms and to the businesses that use their services.</p>
<p>On the tax side, the DIAN updated the technical annex for electronic invoices and support documents. Although it may look like a technology matter, the deductibility of costs, expenses and creditable taxes depends on these documents, so we recommend reviewing systems before the transition period ends.</p>$t$,
  null, '2026-09-01', '2026-10-03 08:00:00-05'
)
on conflict (slug_es) do nothing;

insert into public.entries (kind, status, category_id, slug_es, slug_en, title_es, title_en, summary_es, summary_en, body_es, body_en, author_id, issue_month, published_at)
values (
  'bulletin', 'published', null,
  'boletin-juridico-octubre-2026', 'legal-bulletin-october-2026',
  $t$Boletín jurídico — octubre de 2026$t$,
  $t$Legal bulletin — October 2026$t$,
  $t$En octubre: la SIC y el deber de informar las integraciones empresariales antes de su cierre, y los errores más frecuentes en el Registro Único de Beneficiarios Finales.$t$,
  $t$In October: the SIC and the duty to notify business combinations before closing, and the most common mistakes in the Single Registry of Beneficial Owners.$t$,
  $t$<p>Octubre estuvo marcado por temas de cumplimiento que suelen pasar inadvertidos en las transacciones. La Superintendencia de Industria y Comercio insistió en que las integraciones sujetas a control deben informarse antes de su ejecución, y que hacerlo después es una infracción aunque la operación no afecte la competencia.</p>
<p>También revisamos los errores más comunes en el Registro Único de Beneficiarios Finales, casi cinco años después de su creación. Con el cierre del año cerca, es un buen momento para contrastar la estructura de propiedad de cada sociedad con la información reportada a la DIAN.</p>$t$,
  $t$<p>October was marked by compliance issues that often go unnoticed in transactions. The Superintendency of Industry and Commerce insisted that business combinations subject to review must be notified before they are implemented, and that doing so afterwards is an infringement even if the transaction does not harm competition.</p>
<p>We also review the most common mistakes in the Single Registry of Beneficial Owners, almost five years after it was created. With year-end approaching, this is a good time to compare each company's ownership structure with the information reported to the DIAN.</p>$t$,
  null, '2026-10-01', '2026-11-03 08:00:00-05'
)
on conflict (slug_es) do nothing;

-- Bulletin items: the publications each bulletin gathers, all published on or before it -------

insert into public.bulletin_items (bulletin_id, entry_id, position)
select b.id, e.id, v.position
from (values
  ('boletin-juridico-mayo-2026', 'dian-concepto-tasa-minima-de-tributacion-declaracion-de-renta-2025', 1),
  ('boletin-juridico-mayo-2026', 'supersociedades-circular-sagrilaft-y-programas-de-transparencia', 2),
  ('boletin-juridico-junio-2026', 'jornada-de-42-horas-y-recargo-dominical-julio-2026', 1),
  ('boletin-juridico-junio-2026', 'decreto-modifica-regimen-aduanero-declaracion-anticipada', 2),
  ('boletin-juridico-julio-2026', 'consejo-de-estado-notificacion-electronica-actos-dian', 1),
  ('boletin-juridico-julio-2026', 'sic-decisiones-recientes-proteccion-de-datos-personales', 2),
  ('boletin-juridico-agosto-2026', 'banco-de-la-republica-registro-inversion-extranjera-y-endeudamiento-externo', 1),
  ('boletin-juridico-agosto-2026', 'colombia-compra-eficiente-nuevos-documentos-tipo-interventoria', 2),
  ('boletin-juridico-septiembre-2026', 'reglamentacion-reforma-laboral-trabajadores-de-plataformas-de-reparto', 1),
  ('boletin-juridico-septiembre-2026', 'dian-actualiza-anexo-tecnico-documento-soporte-y-factura-electronica', 2),
  ('boletin-juridico-octubre-2026', 'sic-control-de-integraciones-empresariales-deber-de-informar', 1),
  ('boletin-juridico-octubre-2026', 'registro-unico-de-beneficiarios-finales-errores-frecuentes', 2)
) as v(bulletin_slug, entry_slug, position)
join public.entries b on b.slug_es = v.bulletin_slug and b.kind = 'bulletin'
join public.entries e on e.slug_es = v.entry_slug and e.kind = 'publication'
on conflict do nothing;
