import { z } from 'zod';
import { RetentionDaysSchema } from '../../../shared/privacy.ts';
import { ExternalUrlSchema, InternalHrefSchema, IsoDateSchema } from './common.ts';

/** What one form takes, why, and for how long: shown on `/privacidad` and, in short, just above the form's button. */
export const FormPrivacySchema = z.strictObject({
  title: z.string().min(1).describe('The form as a family knows it, e.g. `Diploma de la Academia Solar`.'),
  href: InternalHrefSchema.describe('The page where the form is, e.g. `/formulario-solar`.'),
  collects: z.array(z.string().min(1)).min(1).describe('Each piece of data the form asks for, in the words of the form, e.g. `el nombre del niño o niña`.'),
  purpose: z
    .string()
    .min(1)
    .regex(/^[a-záéíóúñ]/, 'empieza con minúscula: completa la frase "los usamos solo para …"')
    .describe('What the data is used for, completing "los usamos solo para …", e.g. `enviar el diploma del taller al correo del adulto`.'),
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

/**
 * `raw-data/content/privacy.json`: the privacy page (`/privacidad`), the notice just above each
 * form's button and each form's retention (which the local inbox applies).
 */
export const PrivacySchema = z.strictObject({
  version: IsoDateSchema.describe(
    'Date of this version of the notice, `YYYY-MM-DD`; each consent is sent with it (`consentimiento.version`) and a new version asks again for the advertising choice. Change it whenever what the page says changes.',
  ),
  intro: z.string().min(1).describe('The opening paragraph, for families.'),
  responsible: z.strictObject({
    name: z.string().min(1).describe('Who is responsible for the data, e.g. `Teletón Chile`.'),
    address: z.string().min(1).describe('Its postal address, as printed.'),
    email: z.email('se espera un correo válido').describe('Where families write to use their rights, e.g. `privacidad@teleton.cl` (it must be read).'),
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
  children: z.string().min(1).describe("How children's data is treated: the adult's consent, asked in each form that takes it."),
  rights: z.strictObject({
    items: z
      .array(RightSchema)
      .refine((items) => RIGHTS.every((right) => items.some((item) => item.right === right)), 'faltan derechos: se esperan los seis de la ley')
      .refine((items) => new Set(items.map((item) => item.right)).size === items.length, 'un derecho está repetido'),
    how: z.string().min(1).describe('How to use them: whom to write to and what to include (the page adds the e-mail link).'),
  }),
  authority: z.strictObject({
    name: z.string().min(1).describe('The supervisory authority, `Agencia de Protección de Datos Personales`.'),
    text: z.string().min(1).describe('When and how a family can complain to it.'),
    url: ExternalUrlSchema.optional().describe('Its website, when known.'),
  }),
  tracking: z.strictObject({
    used: z.string().min(1).describe('Shown when the site is built with the advertising IDs: what the pet pages measure, only after a yes.'),
    unused: z.string().min(1).describe('Shown when it is built without them: nothing is measured by third parties.'),
  }),
  browser: z.array(z.string().min(1)).min(1).describe("What the visitor's browser keeps and why, one sentence each."),
});
export type Privacy = z.output<typeof PrivacySchema>;
