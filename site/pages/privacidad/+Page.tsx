import { useData } from 'vike-react/useData';
import { ADULT_AGE } from '../../forms/age.ts';
import { retentionText } from '../../privacy/FormNotice.tsx';
import { TrackingChoiceControl } from '../../privacy/TrackingChoiceControl.tsx';
import type { FormPrivacyView, PrivacyPageView } from '../../privacy/types.ts';
import type { Data } from './+data.ts';
import './privacy.css';

/** A value the organisation has not given yet (pipeline/schema/content/pending.ts): said as such, never guessed. */
function Pending() {
  return <span className="privacy-pending">por publicar</span>;
}

/** Who receives a form's posts: the site's inbox, a named service and its country, or a host not identified yet (named by its host, the only thing known of it). */
function Receiver({ form, responsible }: { form: FormPrivacyView; responsible: string }) {
  const { receiver } = form;
  const others = form.sharedWith ?? 'No los compartimos con nadie más.';
  if (receiver.kind === 'inbox') return <>{`${responsible}, en la bandeja de entrada de este mismo sitio. ${others}`}</>;
  if (receiver.kind === 'service') {
    return (
      <>
        {`${responsible}, a través de ${receiver.service}, ${receiver.what} de ${receiver.country}, que los recibe por encargo nuestro.`}
        {receiver.abroad && ' Es una transferencia internacional de datos (más abajo, con qué garantías).'} {others}
      </>
    );
  }
  return (
    <>
      {responsible}, a través de un servicio en <strong>{receiver.host}</strong>, que los recibe por encargo nuestro. Qué empresa presta ese servicio y en qué
      país guarda los datos: <Pending />. {others}
    </>
  );
}

function LegalBasis({ form }: { form: FormPrivacyView }) {
  if (form.askAudience) {
    return (
      <>
        Si te suscribes tú, con {ADULT_AGE} años o más, tu consentimiento, que das al enviar el formulario después de leer el aviso junto al botón. Si suscribes
        a una niña o un niño a tu cargo, el consentimiento del adulto responsable, que lo da marcando su propia casilla. El formulario guarda cuál de las dos
        eligió quien lo envió. Pedimos el consentimiento del adulto responsable para cualquier persona menor de {ADULT_AGE} años: es una regla nuestra, más
        exigente que la ley.
      </>
    );
  }
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
            <dd>
              {form.askAudience ? 'Si la suscripción es para una niña o un niño: ' : 'Sí: '}el formulario no se envía sin la autorización del adulto responsable
              de la niña o el niño.
            </dd>
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
      <dt>Representante legal</dt>
      <dd>{responsible.representative ?? <Pending />}</dd>
      <dt>Delegado de protección de datos</dt>
      <dd>{responsible.dataProtectionOfficer ?? <Pending />}</dd>
      <dt>Dirección</dt>
      <dd>{responsible.address}</dd>
      <dt>Correo</dt>
      <dd>
        <a href={`mailto:${responsible.email}`}>{responsible.email}</a>
      </dd>
    </dl>
  );
}

/** The deadline to answer a request for each right: blocking in business days, the others in calendar days. */
function deadline(right: string, rights: PrivacyPageView['rights']): string {
  return right === 'bloqueo'
    ? `Respondemos dentro de ${rights.blockingBusinessDays} días hábiles.`
    : `Respondemos dentro de ${rights.responseDays} días corridos.`;
}

/** Every way in for a privacy request: the e-mail, the phone (pending until the organisers give one) and the post. */
function Channels({ requests }: { requests: PrivacyPageView['requests'] }) {
  return (
    <dl className="privacy-channels">
      <dt>Correo</dt>
      <dd>
        <a href={`mailto:${requests.email}`}>{requests.email}</a>
      </dd>
      <dt>Teléfono</dt>
      <dd>{requests.phone === null ? <Pending /> : <a href={`tel:${requests.phone.replace(/\s/g, '')}`}>{requests.phone}</a>}</dd>
      <dt>Carta</dt>
      <dd>{requests.post}</dd>
    </dl>
  );
}

/** The services this build's forms post to, with the address each posts to, for whoever needs it. */
function Services({ services }: { services: PrivacyPageView['services'] }) {
  return (
    <>
      <h3 id="servicios">Servicios que reciben los formularios por encargo nuestro</h3>
      <table className="privacy-services" aria-labelledby="servicios">
        <thead>
          <tr>
            <th scope="col">Servicio</th>
            <th scope="col">País</th>
            <th scope="col">Dirección a la que envían los formularios</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => (
            <tr key={service.host}>
              <td>{service.kind === 'service' ? service.service : <Pending />}</td>
              <td>{service.kind === 'service' ? service.country : <Pending />}</td>
              <td>
                <code>{service.host}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Each country outside Chile the data goes to: its services, whether it protects data adequately and, if not, the safeguards. */
function Transfers({ transfers }: { transfers: PrivacyPageView['transfers'] }) {
  return (
    <>
      <h2>Transferencias internacionales</h2>
      {transfers.map((transfer) => (
        <p key={transfer.country}>
          {`Los formularios que llegan a ${transfer.services.join(' y ')} se guardan en ${transfer.country}. ${transfer.adequacy}`} Garantías:{' '}
          {transfer.safeguards ?? <Pending />}
          {transfer.safeguards !== null && '.'}
        </p>
      ))}
    </>
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
  const data = useData<Data>();
  const { version, since, appliesFrom, from, intro, responsible, people, source, forms, services, transfers, automatedDecisions } = data;
  const { withdrawal, security, breach, children, adolescents, rights, requests, authority, advertising, browser } = data;
  return (
    <article className="privacy">
      <h1>Privacidad y tus datos</h1>
      <p>{intro}</p>
      <p className="privacy-version">
        Versión publicada el <time dateTime={version}>{since}</time>; se aplica desde el <time dateTime={appliesFrom}>{from}</time>.
      </p>

      <h2>Quién es responsable de tus datos</h2>
      <Responsible responsible={responsible} />

      <h2>De quiénes son los datos y de dónde vienen</h2>
      <p>{people}</p>
      <p>{source}</p>

      <h2>Qué pedimos en cada formulario</h2>
      {forms.map((form) => (
        <FormSection key={form.form} form={form} responsible={responsible.name} />
      ))}

      {services.length > 0 && <Services services={services} />}
      {transfers.length > 0 && <Transfers transfers={transfers} />}

      <h2>Decisiones automatizadas</h2>
      <p>{automatedDecisions}</p>

      <h2 id="retirar">Cómo retirar tu consentimiento</h2>
      <p>{withdrawal}</p>
      <Channels requests={requests} />

      <h2>Cómo cuidamos tus datos</h2>
      <p>{security}</p>
      <h3>Si algo sale mal</h3>
      <p>{breach}</p>

      <h2>Datos de niñas y niños</h2>
      <p>{children}</p>
      <h3>Adolescentes de 14 a 17 años</h3>
      <p>{adolescents}</p>

      <h2 id="derechos">Tus derechos</h2>
      <ul className="privacy-rights">
        {rights.items.map((item) => (
          <li key={item.right}>
            <strong>{item.name}:</strong> {item.text} <span className="privacy-deadline">{deadline(item.right, rights)}</span>
          </li>
        ))}
      </ul>
      <p>{rights.how}</p>
      <Channels requests={requests} />
      <p>{requests.identity}</p>
      <p>{requests.automation}</p>
      <p>
        Los plazos corren desde que recibimos tu solicitud. Si para responder necesitamos más tiempo, te avisamos antes de que se cumpla el plazo: podemos
        extenderlo una sola vez, por otros {rights.responseDays} días corridos como máximo.
      </p>

      <h2>Si no estás de acuerdo</h2>
      <p>
        {authority.text} Tienes {authority.complaintBusinessDays} días hábiles para hacerlo, desde que te respondemos o desde que se cumple el plazo sin
        respuesta.
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
