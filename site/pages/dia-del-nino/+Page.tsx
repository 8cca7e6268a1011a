import { useData } from 'vike-react/useData';
import { SITE_CONFIG } from '../../config/site-config.ts';
import type { FieldSpec } from '../../forms/fields.tsx';
import { SignupForm } from '../../forms/SignupForm.tsx';
import type { Data } from './+data.ts';

/**
 * The children's-day payload is exactly `{ nameForm, dateForm, emailform }`. The lowercase
 * "f" in `emailform` is on purpose: the receiving automation reads that key, so it must not
 * be "fixed" to `emailForm` like in the other forms.
 */
const FIELDS: readonly FieldSpec[] = [
  { name: 'nameForm', label: 'Nombre', type: 'text', autoComplete: 'name' },
  { name: 'dateForm', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'bday' },
  {
    name: 'emailform',
    label: 'Correo electrónico',
    type: 'email',
    autoComplete: 'email',
    hint: 'El de tu adulto responsable: tu mamá, tu papá, tu representante legal o quien tiene tu cuidado personal.',
  },
];

export default function Page() {
  const { intro, success, notice } = useData<Data>();
  return <SignupForm url={SITE_CONFIG.webhooks['dia-del-nino']} intro={intro} fields={FIELDS} success={success} notice={notice} />;
}
