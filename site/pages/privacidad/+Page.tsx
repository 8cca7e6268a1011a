import { useData } from 'vike-react/useData';
import { retentionText } from '../../privacy/FormNotice.tsx';
import { TrackingChoiceControl } from '../../privacy/TrackingChoiceControl.tsx';
import type { FormPrivacyView, PrivacyPageView } from '../../privacy/types.ts';
import type { Data } from './+data.ts';
import './privacy.css';

/** A value the organisation has not given yet (pipeline/schema/content/pending.ts): said as such, never guessed. */
function Pending() {
  return <span className="privacy-pending">por publicar</span>;
}

/** Who receives a form's posts: the site's inbox, a named service and its country, or a host not identified yet. */
function Receiver({ form, responsible }: { form: FormPrivacyView; responsible: string }) {
  const { receiver } = form;
  const others = form.sharedWith ?? 'No los compartimos con nadie más.';
  if (receiver.kind === 'inbox') return <>{`${responsible}, en la bandeja de entrada de este mismo sitio. ${others}`}</>;
  return (
    <>
      {responsible}, a través del servicio en <strong>{receiver.host}</strong>, que los recibe por encargo nuestro
      {receiver.kind === 'service' ? (
        <>
          : {receiver.service}, en {receiver.country}.{receiver.abroad && ' Es una transferencia internacional de datos.'}
        </>
      ) : (
        <>
          . Qué empresa presta ese servicio y en qué país guarda los datos: <Pending />.
        </>
      )}{' '}
      {others}
    </>
  );
}

function LegalBasis({ form }: { form: FormPrivacyView }) {
  return form.childConsent ? (
    <>Consentimiento del adulto responsable, que lo da marcando su propia casilla en el formulario.</>
  ) : (
    <>Tu consentimiento, que das al enviar el formulario después de leer el aviso junto al botón.</>
  );
}

function FormSection({ form, responsible }: { form: FormPrivacyView; responsible: string }) {
  return (
    <section className="privacy-form" aria-labelledby={`privacidad-${form.form}`}>
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
        <dt>Base legal</dt>
        <dd>
          <LegalBasis form={form} />
        </dd>
        <dt>Quién los recibe</dt>
        <dd>
          <Receiver form={form} responsible={responsible} />
        </dd>
        <dt>Cuánto tiempo los guardamos</dt>
        <dd>Se borran {retentionText(form.retentionDays)} de recibirlos.</dd>
        {form.childConsent && (
          <>
            <dt>Autorización del adulto responsable</dt>
            <dd>Sí: el formulario no se envía sin la autorización del adulto responsable de la niña o el niño.</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Responsible({ responsible }: { responsible: PrivacyPageView['responsible'] }) {
  return (
    <dl className="privacy-responsible">
      <dt>Nombre</dt>
      <dd>{responsible.name}</dd>
      <dt>Razón social</dt>
      <dd>{responsible.legalName ?? <Pending />}</dd>
      <dt>RUT</dt>
      <dd>{responsible.rut ?? <Pending />}</dd>
      <dt>Dirección</dt>
      <dd>{responsible.address}</dd>
      <dt>Correo</dt>
      <dd>
        <a href={`mailto:${responsible.email}`}>{responsible.email}</a>
      </dd>
    </dl>
  );
}

function Advertising({ advertising }: { advertising: NonNullable<PrivacyPageView['advertising']> }) {
  return (
    <>
      <h2 id="publicidad">Publicidad y medición</h2>
      <p>{advertising.text}</p>
      <h3 id="cookies-publicidad">Cookies que guardan en tu navegador, solo después de que aceptes</h3>
      <ul className="privacy-cookies" aria-labelledby="cookies-publicidad">
        {advertising.cookies.map((cookie) => (
          <li key={cookie.name}>
            <code>{cookie.name}</code>, de {cookie.vendor}: {cookie.what}. Dura {cookie.days} días.
          </li>
        ))}
      </ul>
      <TrackingChoiceControl version={advertising.version} />
    </>
  );
}

export default function Page() {
  const { version, since, intro, responsible, forms, withdrawal, security, children, adolescents, rights, authority, advertising, browser } = useData<Data>();
  const mail = <a href={`mailto:${responsible.email}`}>{responsible.email}</a>;
  return (
    <article className="privacy">
      <h1>Privacidad y tus datos</h1>
      <p>{intro}</p>
      <p className="privacy-version">
        Versión publicada el <time dateTime={version}>{since}</time>.
      </p>

      <h2>Quién es responsable de tus datos</h2>
      <Responsible responsible={responsible} />

      <h2>Qué pedimos en cada formulario</h2>
      {forms.map((form) => (
        <FormSection key={form.form} form={form} responsible={responsible.name} />
      ))}

      <h2 id="retirar">Cómo retirar tu consentimiento</h2>
      <p>
        {withdrawal} Correo: {mail}.
      </p>

      <h2>Cómo cuidamos tus datos</h2>
      <p>{security}</p>

      <h2>Datos de niñas y niños</h2>
      <p>{children}</p>
      <h3>Adolescentes de 14 a 17 años</h3>
      <p>{adolescents}</p>

      <h2 id="derechos">Tus derechos</h2>
      <ul className="privacy-rights">
        {rights.items.map((item) => (
          <li key={item.right}>
            <strong>{item.name}:</strong> {item.text}
          </li>
        ))}
      </ul>
      <p>
        {rights.how} Correo: {mail}.
      </p>
      <p>
        Te respondemos dentro de {rights.responseDays} días corridos desde que recibimos tu solicitud. Si necesitamos más tiempo, te avisamos antes de que se
        cumpla ese plazo: podemos extenderlo una sola vez, por otros {rights.responseDays} días corridos como máximo.
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

      {advertising !== null && <Advertising advertising={advertising} />}

      <h2>Lo que guarda tu navegador</h2>
      <ul>
        {[...browser, ...(advertising === null ? [] : [advertising.remembered])].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
