import { useData } from 'vike-react/useData';
import { retentionText } from '../../privacy/FormNotice.tsx';
import { TrackingChoiceControl } from '../../privacy/TrackingChoiceControl.tsx';
import type { FormPrivacyView } from '../../privacy/types.ts';
import type { Data } from './+data.ts';
import './privacy.css';

function Receiver({ form, responsible }: { form: FormPrivacyView; responsible: string }) {
  if (form.receiver.host === null) return <>{responsible}, en la bandeja de entrada de este mismo sitio; no se envían a otras empresas.</>;
  return (
    <>
      {responsible}, a través del servicio en <strong>{form.receiver.host}</strong>, que los recibe por encargo nuestro.
    </>
  );
}

export default function Page() {
  const { version, since, intro, responsible, forms, children, rights, authority, tracking, browser } = useData<Data>();
  return (
    <article className="privacy">
      <h1>Privacidad y tus datos</h1>
      <p>{intro}</p>
      <p className="privacy-version">
        Versión vigente desde el <time dateTime={version}>{since}</time>.
      </p>

      <h2>Quién cuida tus datos</h2>
      <p>
        {responsible.name}, {responsible.address}. Escríbenos a <a href={`mailto:${responsible.email}`}>{responsible.email}</a>.
      </p>

      <h2>Qué pedimos en cada formulario</h2>
      {forms.map((form) => (
        <section key={form.form} className="privacy-form" aria-labelledby={`privacidad-${form.form}`}>
          <h3 id={`privacidad-${form.form}`}>
            <a href={form.href}>{form.title}</a>
          </h3>
          <dl>
            <dt>Qué pedimos</dt>
            <dd>
              <ul>
                {form.collects.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
            <dt>Para qué</dt>
            <dd>Solo para {form.purpose}.</dd>
            <dt>Quién los recibe</dt>
            <dd>
              <Receiver form={form} responsible={responsible.name} />
            </dd>
            <dt>Cuánto tiempo los guardamos</dt>
            <dd>Se borran {retentionText(form.retentionDays)} de recibirlos.</dd>
            {form.childConsent && (
              <>
                <dt>Autorización de un adulto</dt>
                <dd>Sí: el formulario no se envía sin la autorización de la mamá, el papá o el adulto a cargo.</dd>
              </>
            )}
          </dl>
        </section>
      ))}

      <h2>Datos de niñas y niños</h2>
      <p>{children}</p>

      <h2 id="derechos">Tus derechos</h2>
      <ul className="privacy-rights">
        {rights.items.map((item) => (
          <li key={item.right}>
            <strong>{item.name}:</strong> {item.text}
          </li>
        ))}
      </ul>
      <p>
        {rights.how} Correo: <a href={`mailto:${responsible.email}`}>{responsible.email}</a>.
      </p>

      <h2>Si no estás de acuerdo</h2>
      <p>
        {authority.text}
        {authority.url !== undefined && (
          <>
            {' '}
            <a href={authority.url} target="_blank" rel="noopener noreferrer">
              {authority.name}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </>
        )}
      </p>

      <h2 id="publicidad">Publicidad y medición</h2>
      <p>{tracking.text}</p>
      {tracking.on && <TrackingChoiceControl version={version} />}

      <h2>Lo que guarda tu navegador</h2>
      <ul>
        {browser.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
