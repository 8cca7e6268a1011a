/** Sample rules ("bases") for the campaigns and contests. Placeholder text, to be replaced by the official documents. */
import type { LegalDocument } from './legal.ts';

export const CAMPAIGN_DOCUMENTS: readonly LegalDocument[] = [
  {
    file: 'legal/arena-teleton-2023.pdf',
    title: 'Bases Arena Teletón 2023',
    intro: 'Estas bases regulan la participación en Arena Teletón 2023, una actividad de juegos en línea para niñas, niños y sus familias, organizada con fines solidarios.',
    clauses: [
      ['Organizador', 'La actividad es organizada por el equipo de Teletón Kids (en adelante, «la organización»), con domicilio en Santiago de Chile.'],
      ['Participantes', 'Pueden participar niñas y niños de 6 a 14 años que vivan en Chile, con la autorización de su madre, padre o tutor legal.'],
      ['Vigencia', 'La actividad se realiza entre el 1 y el 30 de noviembre de 2023, ambas fechas inclusive, en horario de Chile continental.'],
      ['Mecánica', 'Cada participante juega partidas en la arena virtual y suma puntos por cada desafío completado. Solo se considera el mejor puntaje de cada cuenta.'],
      ['Premios', 'Los tres mayores puntajes reciben un kit escolar y un diploma digital. Los premios no se pueden cambiar por dinero ni por otros productos.'],
      ['Ganadores', 'Los resultados se publican en el sitio dentro de los diez días hábiles siguientes al cierre, y se avisa al correo del adulto responsable.'],
      ['Juego limpio', 'La organización puede descalificar a quien use trampas, programas externos o más de una cuenta.'],
      ['Datos personales', 'Los datos se usan solo para gestionar la actividad y entregar los premios, según la Política de privacidad del sitio.'],
      ['Aceptación', 'Participar implica aceptar estas bases. Las consultas se reciben en el formulario de contacto del sitio.'],
    ],
  },
  {
    file: 'legal/concurso-maquina-2023.pdf',
    title: 'Bases Concurso Máquina 2023',
    intro: 'El Concurso Máquina 2023 invita a niñas y niños a inventar y construir una máquina imaginaria hecha con materiales reciclados, y a contarnos para qué sirve.',
    clauses: [
      ['Organizador', 'El concurso es organizado por el equipo de Teletón Kids (en adelante, «la organización»).'],
      ['Categorías', 'Pueden participar niñas y niños de 5 a 12 años que vivan en Chile, en dos categorías: de 5 a 8 años y de 9 a 12 años.'],
      ['Cómo participar', 'Un adulto responsable envía, mediante el formulario del sitio, una foto de la máquina y una descripción breve. Se acepta un trabajo por participante.'],
      ['Plazo', 'Los trabajos se reciben desde el 2 de octubre hasta el 10 de noviembre de 2023 a las 23:59 horas.'],
      ['Requisitos', 'Los trabajos deben ser originales, estar hechos principalmente con materiales reciclados y no tener piezas cortantes ni peligrosas.'],
      ['Jurado', 'Un jurado de tres personas evalúa la creatividad, el uso de materiales reciclados y la explicación de cómo funciona la máquina.'],
      ['Premios', 'El primer lugar de cada categoría recibe un set de experimentos de ciencia. Las menciones honrosas reciben un diploma digital.'],
      ['Uso de imágenes', 'Con la autorización del adulto responsable, la organización puede publicar fotos de los trabajos, sin mostrar el rostro de las niñas y los niños.'],
      ['Aceptación', 'Enviar un trabajo implica aceptar estas bases.'],
    ],
  },
  {
    file: 'legal/arena-roblox-2023.pdf',
    title: 'Bases Arena Roblox 2023',
    intro: 'Arena Roblox 2023 es una actividad dentro de un mundo virtual creado para la campaña de reciclaje, donde se juntan botellas virtuales y se llevan a puntos de reciclaje.',
    clauses: [
      ['Organizador', 'La actividad es organizada por el equipo de Teletón Kids (en adelante, «la organización»).'],
      ['Plataforma', 'Para jugar se necesita una cuenta de la plataforma, creada por un adulto o con control parental activo, y sujeta a los términos de esa plataforma.'],
      ['Independencia', 'La plataforma no patrocina, avala ni administra esta actividad.'],
      ['Participantes', 'Pueden participar niñas y niños de 8 a 14 años que vivan en Chile, con autorización de un adulto responsable.'],
      ['Fechas', 'La actividad se realiza entre el 4 y el 17 de diciembre de 2023.'],
      ['Mecánica', 'Cada botella virtual llevada a un punto de reciclaje suma puntos. Una tabla de posiciones muestra los puntajes durante la actividad.'],
      ['Premios', 'Los cinco mayores puntajes reciben una caja de regalos sorpresa. Se envía a una dirección en Chile indicada por el adulto responsable.'],
      ['Convivencia', 'Se espera un trato respetuoso en el chat. La organización puede expulsar de la actividad a quien moleste o insulte a otras personas.'],
      ['Aceptación', 'Participar implica aceptar estas bases.'],
    ],
  },
  {
    file: 'legal/cumpleanos-2024.pdf',
    title: 'Bases Cumpleaños 2024',
    intro: 'Durante 2024, las familias pueden pedir un saludo de cumpleaños digital con el nombre de su hija o hijo, y participar en un sorteo mensual.',
    clauses: [
      ['Quiénes participan', 'Niñas y niños de hasta 12 años que vivan en Chile. La solicitud la hace siempre un adulto responsable.'],
      ['Vigencia', 'La actividad se realiza entre el 1 de enero y el 31 de diciembre de 2024.'],
      ['Cómo pedir un saludo', 'El adulto completa el formulario con el nombre de pila, la fecha del cumpleaños y su correo, con al menos cinco días de anticipación.'],
      ['Contenido del saludo', 'El saludo muestra solo el nombre de pila. La organización puede rechazar textos ofensivos o que no correspondan a un nombre.'],
      ['Sorteo mensual', 'Entre los saludos de cada mes se sortea un regalo. La persona ganadora se contacta por correo y tiene diez días para responder.'],
      ['Datos personales', 'Los datos se eliminan treinta días después del cumpleaños y no se usan para otros fines.'],
      ['Aceptación', 'Enviar el formulario implica aceptar estas bases.'],
    ],
  },
];
