/** Sample privacy policy, terms of use and adoption-event rules. Placeholder text, to be replaced by the official documents. */
import type { LegalDocument } from './legal.ts';

export const SITE_DOCUMENTS: readonly LegalDocument[] = [
  {
    file: 'legal/politica-de-privacidad.pdf',
    title: 'Política de privacidad',
    intro: 'Esta política explica qué datos personales se reúnen en el sitio Teletón Kids, para qué se usan y cómo puedes ejercer tus derechos.',
    clauses: [
      ['Responsable', 'El responsable de los datos es el equipo de Teletón Kids (en adelante, «la organización»).'],
      ['Datos que reunimos', 'Nombre, correo electrónico y la información que se escribe en los formularios, además de datos técnicos básicos de navegación.'],
      ['Para qué los usamos', 'Para responder consultas, enviar el boletín a quien se suscribe, gestionar inscripciones y entregar premios.'],
      ['Niñas y niños', 'Los formularios dirigidos a niñas y niños los completa un adulto responsable, que da su consentimiento.'],
      ['Con quién los compartimos', 'No vendemos datos. Solo los conocen los proveedores que ayudan a operar el sitio, con la obligación de cuidarlos.'],
      ['Cuánto tiempo', 'Guardamos los datos solo mientras se necesitan para el fin indicado y luego los eliminamos.'],
      ['Tus derechos', 'Puedes pedir acceder a tus datos, corregirlos o eliminarlos, y oponerte a su uso, escribiendo en el formulario de contacto.'],
      ['Seguridad', 'Aplicamos medidas razonables para proteger los datos, de acuerdo con la normativa chilena de protección de datos personales.'],
      ['Cambios', 'Esta política puede actualizarse. La versión vigente es siempre la publicada en el sitio.'],
    ],
  },
  {
    file: 'legal/terminos-y-condiciones.pdf',
    title: 'Términos y condiciones',
    intro: 'Estos términos regulan el uso del sitio Teletón Kids, un espacio gratuito para niñas, niños y familias de Chile.',
    clauses: [
      ['Aceptación', 'Usar el sitio implica aceptar estos términos. Si eres menor de edad, revísalos junto a un adulto.'],
      ['Uso del sitio', 'El sitio es gratuito y está pensado para aprender, jugar y participar en campañas solidarias.'],
      ['Formularios', 'La información que se envía debe ser verdadera. Los formularios para niñas y niños los completa un adulto responsable.'],
      ['Contenidos', 'Los textos, imágenes, videos y juegos pertenecen a la organización o a sus autores, y se pueden usar solo en forma personal y no comercial.'],
      ['Buena convivencia', 'No se permite publicar ni enviar contenido ofensivo, ni intentar dañar el sitio o a otras personas.'],
      ['Enlaces', 'El sitio puede enlazar a otros sitios. La organización no responde por sus contenidos ni por sus políticas.'],
      ['Disponibilidad', 'Procuramos que el sitio funcione siempre, pero puede haber pausas por mantención o por causas ajenas.'],
      ['Ley aplicable', 'Estos términos se rigen por las leyes de la República de Chile.'],
      ['Cambios', 'Los términos pueden actualizarse. La versión vigente es la publicada en el sitio.'],
    ],
  },
  {
    file: 'legal/bases-mascotas.pdf',
    title: 'Bases y condiciones del evento de adopción',
    intro: 'El evento de adopción reúne a perros rescatados por fundaciones con familias que quieren darles un hogar.',
    clauses: [
      ['Organizadores', 'El evento lo organiza el equipo de Teletón Kids junto a fundaciones de rescate animal.'],
      ['Lugar y fecha', 'El evento se realiza en el lugar, la fecha y el horario publicados en el sitio.'],
      ['Quiénes pueden adoptar', 'Personas mayores de 18 años que vivan en Chile. Las niñas y los niños pueden asistir acompañados por un adulto.'],
      ['Proceso', 'Se completa un formulario, luego hay una conversación con la fundación y, si corresponde, una visita al futuro hogar.'],
      ['Tenencia responsable', 'Quien adopta se compromete a cuidar al perro según la ley chilena de tenencia responsable de mascotas.'],
      ['Salud', 'Cada perro se entrega con sus vacunas, desparasitado y con microchip; la esterilización depende de su edad.'],
      ['Sin costo', 'La adopción es gratuita. Se pueden hacer aportes voluntarios a las fundaciones.'],
      ['Seguimiento', 'La fundación puede contactar a la familia durante los primeros meses para saber cómo está el perro.'],
      ['Si algo cambia', 'Si la familia ya no puede cuidar al perro, debe avisar a la fundación. Nunca se debe abandonar a un animal.'],
      ['Aceptación', 'Inscribirse en el evento implica aceptar estas bases.'],
    ],
  },
];
