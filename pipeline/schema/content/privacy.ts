import { z } from 'zod';
import { RetentionDaysSchema } from '../../../shared/retention.ts';
import { ExternalUrlSchema, InternalHrefSchema, IsoDateSchema, RutSchema } from './common.ts';
import { orPending, orProvisional } from './pending.ts';

/**
 * The legal basis of a form's data (Ley 19.628 as amended by Ley 21.719): every form of the site
 * rests on consent, the adult's where the data may be a child's. Another basis needs its own
 * wording on /privacidad before it is added here.
 */
export const LegalBasisSchema = z.enum(['consentimiento']).describe('The legal basis of the form: `consentimiento` (the only one the site uses).');
export type LegalBasis = z.output<typeof LegalBasisSchema>;

/** What one form takes, why, on what basis, who else receives it and for how long: shown on `/privacidad` and, in short, just above the form's button. */
export const FormPrivacySchema = z.strictObject({
  title: z.string().min(1).describe('The form as a family knows it, e.g. `Diploma de la Academia Solar`.'),
  href: InternalHrefSchema.describe('The page where the form is, e.g. `/formulario-solar`.'),
  collects: z
    .array(z.string().min(1))
    .min(1)
    .describe('Each piece of data the form asks for, in the words of the form, e.g. `el nombre de la niña o el niño, para el diploma`.'),
  purpose: z
    .string()
    .min(1)
    .regex(/^[a-záéíóúñ]/, 'empieza con minúscula: completa la frase "los usamos solo para …"')
    .describe('What the data is used for, completing "los usamos solo para …", e.g. `enviar el diploma del taller al correo del adulto responsable`.'),
  legalBasis: LegalBasisSchema,
  sharedWith: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Who else receives the data besides the responsible (and the webhook service it posts to), when and why, as one sentence, e.g. `Si adoptas, la fundación del perro recibe tu nombre, tu correo y tu teléfono…`. Absent: nobody else does, and the pages say so.',
    ),
  retentionDays: RetentionDaysSchema,
});
export type FormPrivacy = z.output<typeof FormPrivacySchema>;

/** The data-protection rights a person can use, by the name the law gives them. */
export const RIGHTS = ['acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'] as const;

const RightSchema = z.strictObject({
  right: z.enum(RIGHTS).describe('Which right: `acceso`, `rectificacion`, `supresion`, `oposicion`, `portabilidad` or `bloqueo`.'),
  name: z.string().min(1).describe('Its name as shown, e.g. `Acceso`.'),
  text: z.string().min(1).describe('What it lets a family ask, in one sentence.'),
});

/** Chile, as a recipient's country: a recipient anywhere else is an international transfer. */
export const HOME_COUNTRY = 'CL';

const REGION_NAMES = new Intl.DisplayNames(['es'], { type: 'region' });

/** A country as its ISO 3166-1 alpha-2 code, e.g. `US`; the pages print its Spanish name (`Estados Unidos`). */
export const CountrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'se espera el código de país de dos letras mayúsculas, p. ej. "US"')
  .refine((code) => ![code, 'Región desconocida'].includes(REGION_NAMES.of(code) ?? code), 'no es un código de país conocido');

/** A country's name in Spanish, e.g. `Estados Unidos` for `US`. */
export function countryName(code: string): string {
  return REGION_NAMES.of(code) ?? code;
}

/** A webhook's host as the URL has it, e.g. `hooks.zapier.com` (a port after `:` when there is one). */
const HostSchema = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/, 'se espera el host de la URL del webhook, p. ej. "hooks.zapier.com"');

/** The service behind a webhook host: who receives a form's posts on our behalf, and where. */
export const RecipientSchema = z.strictObject({
  service: z.string().min(1).describe('The company or service, e.g. `Zapier`.'),
  what: z
    .string()
    .min(1)
    .regex(/^un[a ]/, 'empieza con "un" o "una": completa la frase "Zapier, … de Estados Unidos"')
    .describe('What kind of service it is, for a family, completing "Zapier, … de Estados Unidos", e.g. `un servicio de automatización`.'),
  country: CountrySchema.describe('Where it keeps the data, e.g. `US`; any country but `CL` is an international transfer, and the pages say so.'),
});
export type Recipient = z.output<typeof RecipientSchema>;

/** A Chilean phone number as printed for families, e.g. `+56 2 2345 6789`. */
const ChileanPhoneSchema = z.string().regex(/^\+56( ?\d){9}$/, 'se espera un teléfono de Chile con +56 y nueve dígitos, p. ej. "+56 2 2345 6789"');

/** What is said of an international transfer to one country (art. 14 ter h): whether it protects data adequately and, if not, what safeguards the transfer. */
const TransferSchema = z.strictObject({
  adequacy: z
    .string()
    .min(1)
    .describe('Whether the country offers an adequate level of protection of personal data, as the law or the Agency has it, one sentence for families.'),
  safeguards: orPending(z.string().min(1)).describe(
    'The safeguards that justify the transfer when the country is not adequate (e.g. the contract clauses signed with the service), one sentence; `{ "pending": … }` until the legal area says which.',
  ),
});

/** The advertising text of the content; the vendors, their cookies and their country are said by the site from the IDs the build sets. */
const TrackingSchema = z.strictObject({
  purpose: z
    .string()
    .min(1)
    .regex(/^[a-záéíóúñ]/, 'empieza con minúscula: completa la frase "… para …"')
    .describe('What the advertising pixel and the ads conversion are for, completing "usamos … para …"; shown only in a build with an advertising ID.'),
  remembered: z
    .string()
    .min(1)
    .describe("What the visitor's browser keeps of the answer, one sentence; shown with the other browser notes only in a build with an advertising ID."),
});

/**
 * `raw-data/content/privacy.json`: the privacy notice (`/privacidad`, with what art. 14 ter of Ley
 * 19.628 as amended by Ley 21.719 asks), the notice just above each form's button and each form's
 * retention (which the local inbox applies).
 */
export const PrivacySchema = z
  .strictObject({
    version: IsoDateSchema.describe(
      'The day this version of the notice was published, `YYYY-MM-DD` (never a future date); each consent is sent with it (`consentimiento.version`). Change it whenever what the page says changes.',
    ),
    appliesFrom: IsoDateSchema.describe(
      'The day from which this version applies, `YYYY-MM-DD`, on or after `version` (e.g. the day a law it describes comes into force, `2026-12-01` for Ley 21.719); the page says it.',
    ),
    people: z.string().min(1).describe('Whose data the forms take, in general terms (art. 14 ter d: the universe of people), one or two sentences.'),
    source: z
      .string()
      .min(1)
      .describe(
        "Where the data comes from (art. 14 ter j): the forms, a child's from the adult who fills the form; whether any comes from sources open to the public.",
      ),
    automatedDecisions: z
      .string()
      .min(1)
      .describe('Whether the data is used for automated decisions or profiling (art. 14 ter l), true of the code: the forms feed none.'),
    transfers: z
      .record(CountrySchema, TransferSchema)
      .describe(
        'For each country outside Chile a recipient keeps data in (see `recipients`), its adequacy and the safeguards of the transfer, by country code.',
      ),
    breach: z
      .string()
      .min(1)
      .describe(
        "What the organisers do if the data's security is breached: tell the Agency and, for data of children under 14, the families too (art. 14 sexies).",
      ),
    requests: z.strictObject({
      phone: orPending(ChileanPhoneSchema).describe(
        'A phone line where someone takes privacy requests (a family that left only a phone can use its rights), `+56 …`; `{ "pending": … }` until the organisers give one.',
      ),
      post: orProvisional(z.string().min(1)).describe(
        'Where a letter with a privacy request can be sent; `{ "pending": …, "provisional": … }` until someone confirms letters there reach whoever answers them.',
      ),
      identity: z
        .string()
        .min(1)
        .describe(
          'How the organisers check that a request comes from the family whose data it is, whatever the channel, before showing, changing or deleting anything.',
        ),
      automation: z
        .string()
        .min(1)
        .describe("How a request is answered for data a form posted to an automation service (a webhook), which is not kept in the site's own inbox."),
    }),
    intro: z.string().min(1).describe('The opening paragraph, for families.'),
    responsible: z.strictObject({
      name: z.string().min(1).describe('The name families know, e.g. `Teletón Chile` (a brand).'),
      legalName: orPending(z.string().min(1)).describe(
        'The legal name of the organisation responsible for the data (its razón social), or `{ "pending": … }`.',
      ),
      rut: orPending(RutSchema).describe('Its RUT, `76.123.456-7`, or `{ "pending": … }` until the organisation gives it.'),
      representative: orPending(z.string().min(1)).describe(
        'The name of its legal representative (art. 14 ter b), or `{ "pending": … }` until the legal area gives it.',
      ),
      dataProtectionOfficer: orPending(z.string().min(1)).describe(
        'Its data-protection officer (delegado de protección de datos) and how to reach them, or `no hay` when it has none (art. 14 ter b); `{ "pending": … }` until the legal area says which.',
      ),
      address: z.string().min(1).describe('Its postal address, as printed.'),
      email: orProvisional(z.email('se espera un correo válido')).describe(
        'Where families write to use their rights and withdraw consent: an address someone reads, e.g. `privacidad@teleton.cl`; `{ "pending": …, "provisional": … }` until someone confirms they read it.',
      ),
    }),
    forms: z
      .strictObject({
        course: FormPrivacySchema,
        newsletter: FormPrivacySchema,
        'dia-del-nino': FormPrivacySchema,
        cumple: FormPrivacySchema,
        mascotas: FormPrivacySchema,
      })
      .describe('One entry per form of the site, by its inbox name.'),
    recipients: z
      .record(HostSchema, RecipientSchema)
      .describe(
        'The services behind the webhook hosts a build may post to, by host, e.g. `{ "hooks.zapier.com": { "service": "Zapier", "country": "US" } }`; a configured host missing here is shown as unidentified and the site build warns.',
      ),
    consent: z.strictObject({
      withdrawal: z
        .string()
        .min(1)
        .describe('How consent is withdrawn (at any time, without giving reasons, with no effect on what was done before); the page adds the e-mail link.'),
    }),
    security: z
      .string()
      .min(1)
      .describe('The security measures, in a sentence or two, true of the code: who can read the stored submissions, what is never logged, when they go.'),
    children: z
      .string()
      .min(1)
      .describe("How children's data is treated (under 14): who may consent for them, in the law's words, and what is recorded with it."),
    adolescents: z
      .string()
      .min(1)
      .describe(
        'What the law says from 14 to 17 (they may consent themselves, except sensitive data under 16), and that the site still always asks the adult.',
      ),
    rights: z.strictObject({
      items: z
        .array(RightSchema)
        .refine((items) => RIGHTS.every((right) => items.some((item) => item.right === right)), 'faltan derechos: se esperan los seis de la ley')
        .refine((items) => new Set(items.map((item) => item.right)).size === items.length, 'un derecho está repetido'),
      how: z.string().min(1).describe('How to use them: whom to write to and what to include (the page adds the e-mail link).'),
      responseDays: z
        .int()
        .min(1)
        .max(30, 'la ley da como máximo 30 días corridos para responder')
        .describe('Calendar days (días corridos) to answer a request, at most 30 by law, which allows extending them once; the page says both.'),
      blockingBusinessDays: z
        .int()
        .min(1)
        .max(2, 'la ley da como máximo 2 días hábiles para responder una solicitud de bloqueo')
        .describe('Business days (días hábiles) to answer a blocking request, at most 2 by law; the page gives it beside that right.'),
    }),
    authority: z.strictObject({
      name: z.string().min(1).describe('The supervisory authority, `Agencia de Protección de Datos Personales`.'),
      text: z.string().min(1).describe('When and how a family can complain to it.'),
      complaintBusinessDays: z
        .int()
        .min(1)
        .describe('Business days (días hábiles) a person has to complain to the Agency after a refusal or a request left unanswered: 30 by law.'),
      url: ExternalUrlSchema.optional().describe('Its website, when known.'),
    }),
    tracking: TrackingSchema,
    browser: z
      .array(z.string().min(1))
      .min(1)
      .describe("What the visitor's browser keeps and why, one sentence each (the advertising answer's is `tracking.remembered`)."),
  })
  .refine((privacy) => privacy.appliesFrom >= privacy.version, {
    path: ['appliesFrom'],
    message: 'el aviso no puede aplicarse antes de publicarse: appliesFrom va el día de version o después',
  })
  .refine((privacy) => Object.values(privacy.recipients).every((recipient) => recipient.country === HOME_COUNTRY || recipient.country in privacy.transfers), {
    path: ['transfers'],
    message: 'falta el país de un servicio de recipients fuera de Chile: di si protege los datos de forma adecuada y con qué garantías se transfieren',
  });
export type Privacy = z.output<typeof PrivacySchema>;
