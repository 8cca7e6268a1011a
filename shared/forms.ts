/**
 * The site's forms, by the name each one posts under to the local inbox
 * (`/api/inbox/<name>`). One list for the site's configuration (site/config/) and for the local
 * server (server/inbox/), which accepts these and no others. Plain data: the server
 * imports it, so nothing here may depend on React or Vite.
 */
export const FORM_NAMES = ['course', 'newsletter', 'dia-del-nino', 'cumple', 'mascotas'] as const;

export type FormName = (typeof FORM_NAMES)[number];

/**
 * The forms that may take a child's data (a child's name or birthday, or a child filling them
 * in): each asks for a parent's or guardian's consent and sends it as `consentimiento`. The pet
 * event's registration is filled in by an adult.
 */
export const CHILD_DATA_FORMS: readonly FormName[] = ['course', 'newsletter', 'dia-del-nino', 'cumple'];

/**
 * The forms that ask who they are for, oneself (18 or older) or a child in one's care, and record
 * it (`suscripcion`): the adult's consent for a child is asked only when it is for a child.
 */
export const AUDIENCE_FORMS: readonly FormName[] = ['newsletter'];

/**
 * The fields each form posts a phone in (the birthday form's `telefono`, the pet event's `phone`;
 * site/forms/phone-fields.test.ts holds the forms to this list). The inbox CLI finds a family's
 * submissions by the number in these and in no other field: a birth date such as `2019-03-11`
 * reads as a Santiago number.
 */
export const PHONE_FIELDS: Readonly<Record<FormName, readonly string[]>> = {
  course: [],
  newsletter: [],
  'dia-del-nino': [],
  cumple: ['telefono'],
  mascotas: ['phone'],
};

/** True when `name` is one of the site's forms. */
export function isFormName(name: string): name is FormName {
  return (FORM_NAMES as readonly string[]).includes(name);
}
