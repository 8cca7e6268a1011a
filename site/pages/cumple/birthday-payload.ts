import type { ConsentRecord } from '../../privacy/consent.ts';

/** The birthday form's inputs, in order; `name` is also the key it gets in the payload. */
export const BIRTHDAY_FIELDS = [
  { name: 'nombreTutor', label: 'Nombre del adulto responsable', type: 'text', autoComplete: 'name' },
  { name: 'telefono', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { name: 'emailTutor', label: 'Correo electrónico del adulto responsable', type: 'email', autoComplete: 'email' },
  { name: 'direccion', label: 'Dirección', type: 'text', autoComplete: 'address-line1' },
  { name: 'nombreNinio', label: 'Nombre del niño o niña', type: 'text', autoComplete: 'off' },
  { name: 'diaCumpleanios', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'off' },
] as const;

export type BirthdayFieldName = (typeof BIRTHDAY_FIELDS)[number]['name'];

/**
 * What the birthday webhook receives: the spec's six keys, each a string (`diaCumpleanios`, the
 * child's date of birth, as YYYY-MM-DD, or empty), and the adult responsible's consent.
 */
export type BirthdayPayload = Record<BirthdayFieldName, string> & { consentimiento: ConsentRecord };

/** The payload of a filled form: every field, trimmed of nothing, missing ones as empty strings, then the consent. */
export function birthdayPayload(data: Pick<FormData, 'get'>, consentimiento: ConsentRecord): BirthdayPayload {
  const value = (name: BirthdayFieldName) => {
    const raw = data.get(name);
    return typeof raw === 'string' ? raw : '';
  };
  return {
    nombreTutor: value('nombreTutor'),
    telefono: value('telefono'),
    emailTutor: value('emailTutor'),
    direccion: value('direccion'),
    nombreNinio: value('nombreNinio'),
    diaCumpleanios: value('diaCumpleanios'),
    consentimiento,
  };
}

/** Why the adult responsible could not be told the child won (no phone and no e-mail), in Spanish; null when there is a way. */
export function contactProblem(payload: Pick<BirthdayPayload, 'telefono' | 'emailTutor'>): string | null {
  if (payload.telefono.trim() !== '' || payload.emailTutor.trim() !== '') return null;
  return 'Escribe al menos un teléfono o un correo del adulto responsable: es la forma de avisarle si la niña o el niño gana. No enviamos nada y tus datos siguen en el formulario.';
}

/** The name the greeting shows: what is typed now, else the last one sent; null when there is none. */
export function greetingName(typed: string, sent: string | null): string | null {
  const name = typed.trim() || sent?.trim() || '';
  return name === '' ? null : name;
}
