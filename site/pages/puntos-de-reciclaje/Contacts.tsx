import type { DirectoryPoint } from './types.ts';

/**
 * Who to contact: the supervisors' names, then the pipeline's valid phones (`tel:` with the
 * E.164 number, showing the display form) and e-mails. Raw contact cells never get here.
 */
export function Contacts({ point }: { point: Pick<DirectoryPoint, 'supervisors' | 'phones' | 'emails'> }) {
  const { supervisors, phones, emails } = point;
  if (supervisors.length === 0 && phones.length === 0 && emails.length === 0) return <dd>Sin contacto informado</dd>;
  return (
    <dd className="directory-contacts">
      {supervisors.length > 0 && <span>{supervisors.join(' / ')}</span>}
      {phones.map((phone) => (
        <a key={phone.e164} href={`tel:${phone.e164}`}>
          {phone.display}
        </a>
      ))}
      {emails.map((email) => (
        <a key={email} href={`mailto:${email}`}>
          {email}
        </a>
      ))}
    </dd>
  );
}
