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
function Transfers({ transfers, services }: Pick<PrivacyPageView, 'transfers' | 'services'>) {
  const unknown = services.filter((service) => service.kind !== 'service');
  if (services.length === 0) {
    return <p>Ningún formulario de este sitio se envía a un servicio de otro país: todos llegan a la bandeja de entrada del propio sitio.</p>;
  }
  return (
    <>
      {transfers.length === 0 && unknown.length === 0 && <p>Ninguno de los servicios que reciben los formularios guarda los datos fuera de Chile.</p>}
      {unknown.length > 0 && (
        <p>
          En qué país guardan los datos los servicios en {unknown.map((service) => service.host).join(' y ')}: <Pending />.
        </p>
      )}
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

/**
 * What art. 14 ter of Ley 19.628 (as amended by Ley 21.719) asks a responsible to keep published, letter by
 * letter in the law's order, each with the section of this page that answers it.
 */
const ART_14_TER = [
  { letter: 'a', id: 'politica', text: 'Esta política, su fecha y su versión' },
  { letter: 'b', id: 'responsable', text: 'Quién es responsable de tus datos, su representante legal y su delegado de protección de datos' },
  { letter: 'c', id: 'contacto', text: 'Dónde recibimos tus solicitudes' },
  { letter: 'd', id: 'datos', text: 'Qué datos tratamos, de quiénes, para qué, con qué base legal y quién los recibe' },
  { letter: 'e', id: 'seguridad', text: 'Cómo cuidamos tus datos' },
  { letter: 'f', id: 'derechos', text: 'Tus derechos y en qué plazo respondemos' },
  { letter: 'g', id: 'reclamo', text: 'Cómo reclamar ante la Agencia de Protección de Datos Personales' },
  { letter: 'h', id: 'transferencias', text: 'Si los datos salen de Chile' },
  { letter: 'i', id: 'plazos', text: 'Cuánto tiempo guardamos los datos' },
  { letter: 'j', id: 'fuente', text: 'De dónde vienen los datos' },
  { letter: 'k', id: 'retirar', text: 'Cómo retirar tu consentimiento' },
  { letter: 'l', id: 'decisiones', text: 'Si hay decisiones automatizadas o perfiles' },
] as const;

type Letter = (typeof ART_14_TER)[number]['letter'];

/** A section's heading, with the letter of art. 14 ter it answers. */
function LawHeading({ letter, children }: { letter: Letter; children: string }) {
  const item = ART_14_TER.find((entry) => entry.letter === letter);
  return (
    <h2 id={item?.id}>
      {children} <span className="privacy-letter">(art. 14 ter, letra {letter})</span>
    </h2>
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
      <p className="privacy-version" id="politica">
        Versión publicada el <time dateTime={version}>{since}</time>; se aplica desde el <time dateTime={appliesFrom}>{from}</time>.
      </p>

      <nav className="privacy-index" aria-labelledby="indice">
        <h2 id="indice">Lo que te contamos aquí</h2>
        <p>En el orden en que lo pide el artículo 14 ter de la Ley 19.628 sobre protección de datos personales, modificada por la Ley 21.719:</p>
        <ul>
          {ART_14_TER.map((item) => (
            <li key={item.letter}>
              <span className="privacy-index-letter">{item.letter})</span> <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>

      <LawHeading letter="b">Quién es responsable de tus datos</LawHeading>
      <Responsible responsible={responsible} />

      <LawHeading letter="c">Dónde recibimos tus solicitudes</LawHeading>
      <p>Para usar tus derechos, retirar tu consentimiento o preguntarnos por tus datos, por la vía que prefieras:</p>
      <Channels requests={requests} />

      <LawHeading letter="d">De quiénes son los datos, qué pedimos y para qué</LawHeading>
      <p>{people}</p>
      {forms.map((form) => (
        <FormSection key={form.form} form={form} responsible={responsible.name} />
      ))}
      {services.length > 0 && <Services services={services} />}
      <h3>Datos de niñas y niños</h3>
      <p>{children}</p>
      <h4>Adolescentes de 14 a 17 años</h4>
      <p>{adolescents}</p>

      <LawHeading letter="e">Cómo cuidamos tus datos</LawHeading>
      <p>{security}</p>
      <h3>Si algo sale mal</h3>
      <p>{breach}</p>

      <LawHeading letter="f">Tus derechos</LawHeading>
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

      <LawHeading letter="g">Si no estás de acuerdo</LawHeading>
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

      <LawHeading letter="h">Transferencias internacionales</LawHeading>
      <Transfers transfers={transfers} services={services} />

      <LawHeading letter="i">Cuánto tiempo guardamos los datos</LawHeading>
      <ul>
        {forms.map((form) => (
          <li key={form.form}>
            {form.title}: se borran {retentionText(form.retentionDays)} de recibirlos.
          </li>
        ))}
      </ul>

      <LawHeading letter="j">De dónde vienen los datos</LawHeading>
      <p>{source}</p>

      <LawHeading letter="k">Cómo retirar tu consentimiento</LawHeading>
      <p>{withdrawal}</p>

      <LawHeading letter="l">Decisiones automatizadas</LawHeading>
      <p>{automatedDecisions}</p>

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
