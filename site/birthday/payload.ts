import type { ConsentRecord } from '../privacy/consent.ts';

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
 * What the birthday webhook receives: the spec's six keys, each a string (date as YYYY-MM-DD, or
 * empty), and the adult's consent.
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

/** The name the greeting shows: what is typed now, else the last one sent; null when there is none. */
export function greetingName(typed: string, sent: string | null): string | null {
  const name = typed.trim() || sent?.trim() || '';
  return name === '' ? null : name;
}
