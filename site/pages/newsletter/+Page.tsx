import { useData } from 'vike-react/useData';
import { SITE_CONFIG } from '../../config/site-config.ts';
import type { FieldSpec } from '../../forms/fields.tsx';
import { SignupForm } from '../../forms/SignupForm.tsx';
import type { Data } from './+data.ts';

/**
 * The newsletter payload is exactly `{ nameForm, emailForm, dateForm, suscripcion, consentimiento }`
 * (dateForm as YYYY-MM-DD; suscripcion `propia` or `nino`: site/forms/audience.ts).
 */
const FIELDS: readonly FieldSpec[] = [
  { name: 'nameForm', label: 'Nombre', type: 'text', autoComplete: 'name' },
  { name: 'emailForm', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  {
    name: 'dateForm',
    label: 'Fecha de nacimiento',
    type: 'date',
    autoComplete: 'bday',
    hint: 'De quien recibirá las novedades, para enviarle las de su edad.',
  },
];

export default function Page() {
  const { intro, success, notice } = useData<Data>();
  return <SignupForm url={SITE_CONFIG.webhooks.newsletter} intro={intro} fields={FIELDS} success={success} notice={notice} />;
}
