import { z } from 'zod';

/**
 * What a finding says happened to the value:
 * - `fix`: the value was changed, and the pipeline is sure (the signals it names agree);
 * - `verify`: a repair looked plausible but nothing confirmed it, so it was not applied (the
 *   value is null or kept as written) and the finding lists what was considered;
 * - `flag`: a problem the pipeline cannot repair (the value is null, a placeholder or as written);
 * - `note`: information; the value is as written or read from an ordinary notation.
 */
export const FindingKindSchema = z.enum(['fix', 'verify', 'flag', 'note']);
export type FindingKind = z.output<typeof FindingKindSchema>;

/** How serious a finding is: `error` means data was lost or could not be used, `warning` that it was changed or needs a look, `info` a note. */
export const SeveritySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.output<typeof SeveritySchema>;

interface CodeEntry {
  severity: Severity;
  kind: FindingKind;
  /** What the code means, in Spanish, for the report and the README. */
  title: string;
  /**
   * The finding's message, in Spanish, from what the finding is about (its field, the value as
   * written and as fixed) and the facts the reader found; {@link finding} writes it.
   */
  message: (facts: never) => string;
}

/** A column's letters as a spreadsheet names it: 1 → A, 27 → AA, 16384 → XFD. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The start of every message about a position that is not published. */
const INVALID = 'Coordenadas no válidas';

/** A spreadsheet's error value (`#ERROR!`, `#N/A`…) in a contact or schedule cell. */
const spreadsheetError = ({ raw }: { raw: string }) => `Celda con error de planilla: "${raw}"`;

/** A required cell left empty (the id or the name). */
const emptyField = ({ field }: { field: string }) => `Campo ${field} vacío`;

/** What a program did to a cell's text, undone: the kind of change, and the text before and after. */
const textRepaired = ({ field, raw, fixed, change }: { field: string; raw: string; fixed: string; change: string }) =>
  `Texto de ${field}: ${change}: "${raw}" → "${fixed}"`;

/**
 * The catalogue of finding codes: every code the pipeline can emit, declared once with its
 * severity, kind, meaning and message. Findings are made with {@link finding}, which takes the
 * severity from here and writes the message; the report, its HTML page and docs/pipeline.md read
 * the same table.
 */
export const FINDING_CODES = {
  // Reading the file
  'encoding-mixed': {
    severity: 'warning',
    kind: 'fix',
    title: 'Celda que no es UTF-8 en un archivo UTF-8: se leyó como Windows-1252 o Mac Roman',
    message: ({ fixed, set }: { fixed: string; set: string }) => `La celda no está en UTF-8 como el resto del archivo; se leyó como ${set}: "${fixed}"`,
  },
  'encoding-replaced': {
    severity: 'warning',
    kind: 'flag',
    title: 'Celda con caracteres que no se pudieron leer (se muestran como �)',
    message: () => 'La celda tiene caracteres que no se pudieron leer (�); revise el archivo original',
  },
  'control-characters': {
    severity: 'warning',
    kind: 'fix',
    title: 'Bytes nulos o caracteres de control quitados de una celda',
    message: ({ characters }: { characters: readonly string[] }) => `Caracteres de control quitados (${characters.join(', ')})`,
  },
  'cell-too-large': {
    severity: 'error',
    kind: 'flag',
    title: 'Celda demasiado larga: se deja vacía',
    message: ({ bytes, max }: { bytes: number; max: number }) =>
      `La celda tiene ${bytes.toLocaleString('es-CL')} bytes (el máximo es ${max.toLocaleString('es-CL')}); se deja vacía`,
  },
  'unnamed-columns-ignored': {
    severity: 'info',
    kind: 'note',
    title: 'Columnas sin nombre (las que agrega Excel) ignoradas',
    message: ({ columns }: { columns: readonly number[] }) =>
      `${columns.length === 1 ? 'La columna' : 'Las columnas'} ${columns.join(', ')} no ${columns.length === 1 ? 'tiene' : 'tienen'} nombre (Excel las agrega); se ignoran`,
  },
  'unnamed-column-value': {
    severity: 'warning',
    kind: 'flag',
    title: 'Valor en una columna sin nombre: no se usa',
    message: ({ column }: { column: number }) => `Valor en la columna ${column}, que no tiene nombre en el encabezado; no se usa`,
  },
  // The file's structure: the header, and lines that are not rows as written
  'lines-above-header': {
    severity: 'info',
    kind: 'note',
    title: 'Líneas antes del encabezado (sep= de Excel, títulos, fechas, líneas en blanco, grupos de columnas): se omiten',
    message: ({ lines, header, texts, hinted }: { lines: string; header: number; texts: readonly string[]; hinted: boolean }) =>
      `${lines} antes del encabezado (línea ${header}) no ${lines.startsWith('Las') ? 'son datos y se omiten' : 'es un dato y se omite'}${hinted ? '; la primera es la indicación sep= de Excel, que fija el separador' : ''}${texts.length > 0 ? `: ${texts.join(', ')}` : ''}`,
  },
  'header-renamed': {
    severity: 'info',
    kind: 'note',
    title: 'Columna con otro nombre en el encabezado (en castellano, en inglés, con tildes o espacios): se lee como la columna documentada',
    message: ({ pairs }: { pairs: readonly string[] }) => `Columnas leídas con otro nombre: ${pairs.join(', ')}`,
  },
  'column-ignored': {
    severity: 'info',
    kind: 'note',
    title: 'Columna que el pipeline no usa: se ignora',
    message: ({ columns }: { columns: readonly string[] }) =>
      columns.length === 1
        ? `La columna ${columns[0]} no la usa el pipeline: se ignora`
        : `Las columnas ${columns.join(', ')} no las usa el pipeline: se ignoran`,
  },
  'header-repeated': {
    severity: 'info',
    kind: 'note',
    title: 'El encabezado repetido entre los datos (dos exportaciones pegadas): se omite',
    message: ({ reordered }: { reordered: boolean }) =>
      `El encabezado se repite en esta línea (¿dos exportaciones pegadas?): no es un punto y se omite${reordered ? '; sus columnas están en otro orden o con otros nombres, y las filas siguientes se leen con él' : ''}`,
  },
  'line-blank': {
    severity: 'info',
    kind: 'note',
    title: 'Línea sin datos (vacía, solo espacios o solo separadores): se omite',
    message: () => 'Línea sin datos (vacía, solo espacios o solo separadores): se omite',
  },
  'line-not-data': {
    severity: 'info',
    kind: 'note',
    title: 'Línea de título, totales, fuente o notas entre los datos: no es un punto y se omite',
    message: ({ what }: { what: string }) => `${what}, no un punto: se omite`,
  },
  'line-description': {
    severity: 'info',
    kind: 'note',
    title: 'Fila que describe o agrupa las columnas (bajo el encabezado, o con sus nombres): no es un punto y se omite',
    message: () =>
      'La fila describe o agrupa las columnas (nombra columnas, y ninguna celda de región, posición, ícono o correo se lee como tal): no es un punto y se omite',
  },
  'line-not-a-point': {
    severity: 'warning',
    kind: 'flag',
    title: 'Fila sin nombre y sin posición: no se publica como punto',
    message: () =>
      'La fila no tiene nombre ni una posición que se lea: no se publica como punto. Si es un punto, escriba su nombre o sus coordenadas en la planilla',
  },
  'row-fields-joined': {
    severity: 'warning',
    kind: 'fix',
    title: 'Fila con campos de más por un separador sin comillas dentro de un texto: se unen en la única columna que deja legible el resto de la fila',
    message: ({ extra, columns }: { extra: number; columns: string }) =>
      `La fila tiene ${extra === 1 ? 'un campo' : `${extra} campos`} de más: un separador sin comillas dentro de ${columns}. Unirlos ahí es la única lectura en que cada celda de la fila se lee como su columna: se unieron`,
  },
  'row-fields-extra': {
    severity: 'error',
    kind: 'flag',
    title: 'Fila con campos de más que no se pueden unir con certeza: no se publica',
    message: ({ fields, expected, readable, beyond }: { fields: number; expected: number; readable: number; beyond?: number }) =>
      `La fila tiene ${fields} campos y el encabezado ${expected}; ${beyond !== undefined ? `hay más de ${beyond} formas de unir campos vecinos de texto, demasiadas para que una que deje legible el resto de la fila sea la buena` : readable === 0 ? 'ninguna forma de unir campos vecinos de texto deja legible el resto de la fila' : `hay ${readable} formas de unir campos vecinos de texto que dejan legible el resto de la fila, y nada dice cuál es la buena`}: no se publica. Ponga entre comillas la celda que lleva el separador, o quítelo`,
  },
  'fields-beyond-header-empty': {
    severity: 'info',
    kind: 'note',
    title: 'Campos vacíos después de la última columna (Excel los escribe en las celdas vacías con formato): se ignoran',
    message: ({ rows, column }: { rows: number; column: number }) =>
      `${rows === 1 ? 'Una fila trae' : `${rows} filas traen`} campos vacíos después de la última columna del encabezado, hasta la columna ${column} (${columnLetters(column)}): Excel los escribe cuando se dio formato a celdas vacías a la derecha de los datos; se ignoran`,
  },
  // Reading a workbook (.xlsx, .ods, .xls)
  'workbook-named-csv': {
    severity: 'info',
    kind: 'note',
    title: 'Libro de Excel o LibreOffice guardado con el nombre .csv: se lee como el libro que es',
    message: ({ format }: { format: string }) =>
      `El archivo se llama .csv pero es un libro .${format}: se lee como libro (sus celdas con el valor guardado). Puede dejarlo con su extensión .${format}`,
  },
  'workbook-sheets-ignored': {
    severity: 'info',
    kind: 'note',
    title: 'Hojas del libro sin el encabezado (instrucciones, notas, tablas dinámicas) u ocultas: no se leen',
    message: ({ sheet, others, hidden }: { sheet: string; others: readonly string[]; hidden: readonly string[] }) =>
      `Se lee la hoja «${sheet}», la que tiene el encabezado${others.length > 0 ? `; ${others.length === 1 ? 'la hoja' : 'las hojas'} ${others.map((name) => `«${name}»`).join(', ')} no ${others.length === 1 ? 'lo tiene y no se lee' : 'lo tienen y no se leen'}` : ''}${hidden.length > 0 ? `; ${hidden.length === 1 ? 'la hoja oculta' : 'las hojas ocultas'} ${hidden.map((name) => `«${name}»`).join(', ')} no se ${hidden.length === 1 ? 'lee' : 'leen'} nunca` : ''}`,
  },
  'workbook-hidden-read': {
    severity: 'info',
    kind: 'note',
    title: 'Filas o columnas ocultas (a mano o por un filtro): se leen como las demás',
    message: ({ rows, count, columns }: { rows: string; count: number; columns: readonly string[] }) =>
      `${count > 0 ? `${count === 1 ? 'La fila' : 'Las filas'} ${rows} ${count === 1 ? 'está oculta' : 'están ocultas'} (a mano o por un filtro)` : ''}${count > 0 && columns.length > 0 ? ', y ' : ''}${columns.length > 0 ? `${columns.length === 1 ? 'la columna' : 'las columnas'} ${columns.join(', ')} ${columns.length === 1 ? 'está oculta' : 'están ocultas'}` : ''}: ocultar es una vista, no un borrado, y se ${count + columns.length === 1 ? 'lee' : 'leen'} como las demás. Para dejar fuera un punto, agregue una línea omitir en raw-data/corrections o borre su fila`,
  },
  'workbook-formula-uncached': {
    severity: 'warning',
    kind: 'flag',
    title: 'Fórmula guardada sin su valor (el programa que escribió el libro no calcula): la celda se lee vacía',
    message: ({ cell }: { cell: string }) =>
      `La celda ${cell} tiene una fórmula guardada sin su valor (la escribió un programa que no calcula): se lee vacía. Abra el libro en Excel o LibreOffice y guárdelo, para que guarde el valor`,
  },
  'row-lines-joined': {
    severity: 'warning',
    kind: 'fix',
    title: 'Fila partida en dos líneas por un salto de línea sin comillas: se unen',
    message: ({ lines, column }: { lines: string; column: string }) =>
      `La fila está partida en dos líneas (${lines}) por un salto de línea sin comillas dentro de ${column}; juntas forman una fila completa y legible: se unieron`,
  },
  'row-short': {
    severity: 'warning',
    kind: 'flag',
    title: 'Fila con menos campos que el encabezado: las celdas que faltan quedan vacías',
    message: ({ fields, expected, missing }: { fields: number; expected: number; missing: readonly string[] }) =>
      `La fila tiene ${fields} de ${expected} campos: ${missing.length === 1 ? 'la celda' : 'las celdas'} ${missing.join(', ')} ${missing.length === 1 ? 'queda vacía' : 'quedan vacías'}`,
  },
  'row-unreadable': {
    severity: 'error',
    kind: 'flag',
    title: 'Líneas que no se pueden leer (comillas abiertas que no se cierran): no se publican; la lectura sigue en la siguiente línea que se lee como fila',
    message: ({ from, to, resume }: { from: number; to: number; resume: number | null }) =>
      `Comillas que se abren y no se cierran: ${from === to ? `la línea ${from} no se puede leer y no se publica` : `las líneas ${from} a ${to} no se pueden leer y no se publican`}; ${resume === null ? 'no hay más filas legibles después' : `la lectura sigue en la línea ${resume}`}`,
  },
  'duplicate-row': {
    severity: 'info',
    kind: 'note',
    title: 'Fila idéntica a otra anterior: se conserva una sola',
    message: ({ earlier }: { earlier: number }) => `Fila idéntica a la de la línea ${earlier}; se conserva una sola`,
  },
  'duplicate-near': {
    severity: 'warning',
    kind: 'verify',
    title:
      'Filas que parecen el mismo punto escrito dos veces (mismo nombre y dirección salvo mayúsculas, tildes, puntuación u orden, o a menos de 50 m con casi el mismo nombre): no se une ninguna',
    message: ({ lines, meters }: { lines: string; meters: number }) =>
      `Posible duplicado: las líneas ${lines} tienen el mismo nombre y dirección en la misma comuna (sin contar mayúsculas, tildes, puntuación ni el orden de las palabras) o están a menos de ${meters} m con nombres iguales o casi iguales. No se une ni se quita ninguna: si sobra alguna, márquela omitir en raw-data/corrections.csv`,
  },
  'id-duplicate': {
    severity: 'warning',
    kind: 'fix',
    title: 'Id repetido en filas distintas: se le agrega la línea',
    message: ({ id, fixed }: { id: string; fixed: string }) => `El id "${id}" ya lo usa otra fila distinta; esta fila queda como "${fixed}"`,
  },
  'id-missing': {
    severity: 'error',
    kind: 'flag',
    title: 'Id vacío: se usa la línea',
    message: emptyField,
  },
  'name-missing': {
    severity: 'error',
    kind: 'flag',
    title: 'Nombre vacío',
    message: emptyField,
  },
  // What programs and systems do to text (every column)
  'text-invisible': {
    severity: 'info',
    kind: 'fix',
    title: 'Caracteres invisibles (ancho cero, guion suave, marcas de dirección) o espacios especiales quitados',
    message: textRepaired,
  },
  'text-spreadsheet': {
    severity: 'info',
    kind: 'fix',
    title: 'Marcas de la planilla quitadas: _x000D_, ="…", apóstrofo inicial, .0 de un número entero, comillas alrededor',
    message: textRepaired,
  },
  'text-html': {
    severity: 'warning',
    kind: 'fix',
    title: 'HTML copiado de una página web (&amp;, &#233;, <br>) leído como texto',
    message: textRepaired,
  },
  'text-mojibake': {
    severity: 'warning',
    kind: 'fix',
    title: 'Caracteres con doble codificación (Ã± por ñ) reparados: sus bytes se leen como UTF-8 válido',
    message: textRepaired,
  },
  'text-placeholder': {
    severity: 'warning',
    kind: 'flag',
    title: 'NULL, None o un error de planilla en una columna de texto: queda vacía',
    message: ({ field, raw }: { field: string; raw: string }) =>
      `Texto de ${field}: "${raw.trim()}" no es un dato (un valor vacío de otro sistema o un error de planilla); queda vacío`,
  },
  'text-truncated': {
    severity: 'warning',
    kind: 'flag',
    title: 'Texto de exactamente 255 caracteres, donde otros sistemas lo cortan: puede estar incompleto',
    message: ({ field, length }: { field: string; length: number }) =>
      `Texto de ${field} de exactamente ${length} caracteres, donde otros sistemas cortan el texto: puede estar incompleto; se publica tal como está`,
  },
  'text-all-caps': {
    severity: 'info',
    kind: 'note',
    title: 'Texto en mayúsculas: se publica tal como está escrito',
    message: ({ field }: { field: string }) => `Texto de ${field} en mayúsculas; se publica tal como está escrito`,
  },
  // Region and comuna
  'region-unknown': {
    severity: 'error',
    kind: 'flag',
    title: 'Región desconocida o vacía',
    message: ({ typed }: { typed: string }) => (typed === '' ? 'Región vacía' : `Región desconocida: "${typed}"`),
  },
  'region-updated': {
    severity: 'warning',
    kind: 'fix',
    title: 'Región anterior a la creación de una región nueva: se usa la región actual de la comuna',
    message: ({ comuna, region, since, before }: { comuna: string; region: string; since: string | number; before: string }) =>
      `${comuna} es de la región ${region} desde ${since} (antes de ${before}); se usa ${region}`,
  },
  'comuna-normalised': {
    severity: 'info',
    kind: 'fix',
    title: 'Comuna escrita de otra forma: se usa el nombre oficial',
    message: ({ typed, fixed }: { typed: string; fixed: string }) => `Comuna escrita como "${typed}"; se usa "${fixed}"`,
  },
  'comuna-from-town': {
    severity: 'warning',
    kind: 'fix',
    title: 'Localidad que no es comuna: se usa la comuna que la contiene',
    message: ({ typed, fixed }: { typed: string; fixed: string }) => `"${typed}" es una localidad de la comuna ${fixed}; se usa ${fixed}`,
  },
  'comuna-unknown': {
    severity: 'warning',
    kind: 'flag',
    title: 'Comuna desconocida o vacía: se conserva el texto',
    message: ({ typed }: { typed: string }) => (typed === '' ? 'Comuna vacía' : `Comuna desconocida: "${typed}"`),
  },
  'comuna-other-region': {
    severity: 'warning',
    kind: 'flag',
    title: 'La comuna no pertenece a la región de la fila',
    message: ({ typed, region }: { typed: string; region: string }) => `La comuna "${typed}" no pertenece a la región ${region}`.trim(),
  },
  'comuna-ambiguous': {
    severity: 'warning',
    kind: 'verify',
    title: 'Localidad o comuna que puede ser de varias comunas: no se elige',
    message: ({ typed, comunas }: { typed: string; comunas: readonly string[] }) => `"${typed}" puede ser de las comunas ${comunas.join(' o ')}; no se elige`,
  },
  // Coordinates
  'coordinates-missing': {
    severity: 'error',
    kind: 'flag',
    title: 'Sin coordenadas',
    message: () => `${INVALID}: sin coordenadas`,
  },
  'coordinates-invalid': {
    severity: 'error',
    kind: 'flag',
    title: 'Coordenadas ilegibles o fuera de la región: quedan vacías',
    message: ({ reason }: { reason: string }) => `${INVALID}: ${reason}`,
  },
  'coordinates-verify': {
    severity: 'warning',
    kind: 'verify',
    title: 'Una corrección de las coordenadas es posible pero no está confirmada: quedan vacías',
    message: ({ reason, considered }: { reason: string; considered: readonly string[] }) =>
      `Coordenadas sin confirmar, quedan vacías: ${reason}. Consideradas: ${considered.join('; ')}`,
  },
  'coordinates-far': {
    severity: 'warning',
    kind: 'flag',
    title: 'Coordenadas escritas lejos de la comuna de la fila o en el mar: revisar',
    message: ({ problem, verdict }: { problem: string; verdict: string }) => `Las coordenadas escritas ${problem} (${verdict}); se conservan, revíselas`,
  },
  'coordinates-mismatch': {
    severity: 'warning',
    kind: 'flag',
    title: 'El texto de coordenadas y lat/lng no coinciden',
    message: ({ km, used }: { km: string; used: string }) => `El texto de coordenadas está a ${km} km de lat/lng; se usa ${used}`,
  },
  'coordinates-ignored': {
    severity: 'info',
    kind: 'note',
    title: 'Texto de coordenadas no usado',
    message: ({ reason }: { reason: string }) => `Texto de coordenadas no usado (${reason}); se usa lat/lng`,
  },
  'latlng-ignored': {
    severity: 'warning',
    kind: 'fix',
    title: 'lat/lng no válidos: se usa el texto de coordenadas',
    message: ({ reason }: { reason: string }) => `lat/lng no válidos (${reason}); se usa el texto de coordenadas`,
  },
  'comma-decimal': {
    severity: 'info',
    kind: 'note',
    title: 'Coma decimal',
    message: () => 'Coma decimal aceptada',
  },
  'coordinates-notation': {
    severity: 'info',
    kind: 'note',
    title: 'Coordenadas en otra notación (grados, minutos y segundos, enlace de mapa, notación científica) leídas',
    message: (read: { raw: string | null; fixed?: string | null; field: string } & ({ notation: string } | { from: 'map-link' | 'one-column' })) => {
      if ('notation' in read) return `Coordenada en ${read.notation} leída: ${read.raw} → ${read.fixed}`;
      return read.from === 'map-link'
        ? `Coordenadas leídas de un enlace de mapa: ${read.fixed}`
        : `Latitud y longitud escritas juntas en la columna ${read.field}`;
    },
  },
  'decimal-restored': {
    severity: 'warning',
    kind: 'fix',
    title: 'Punto decimal perdido restaurado',
    message: ({ raw, fixed }: { raw: string; fixed: string }) => `Punto decimal perdido restaurado: ${raw} → ${fixed}`,
  },
  'latlng-swapped': {
    severity: 'warning',
    kind: 'fix',
    title: 'Latitud y longitud intercambiadas',
    message: () => 'Latitud y longitud estaban intercambiadas',
  },
  'sign-restored': {
    severity: 'warning',
    kind: 'fix',
    title: 'Signo negativo (sur, oeste) que faltaba',
    message: ({ raw, fixed }: { raw: string; fixed: string }) =>
      `Signo negativo que faltaba: ${raw} → ${fixed} (en Chile la latitud es sur y la longitud oeste)`,
  },
  'utm-converted': {
    severity: 'warning',
    kind: 'fix',
    title: 'UTM convertido a latitud y longitud, en el datum indicado (PSAD56, SAD69, WGS84, SIRGAS) o en WGS84 si no se indica',
    message: ({ zone, stated, datum, fixed }: { zone: number; stated: boolean; datum: string; fixed: string }) =>
      `UTM zona ${zone}S${stated ? ' (indicada)' : ''}, ${datum}, convertido a lat/lng: ${fixed}`,
  },
  'datum-unknown': {
    severity: 'warning',
    kind: 'flag',
    title: 'Datum desconocido en la columna datum: el UTM se lee en WGS84',
    message: ({ raw }: { raw: string }) => `Datum "${raw.trim()}" desconocido (se esperan PSAD56, SAD69, WGS84 o SIRGAS); las coordenadas UTM se leen en WGS84`,
  },
  'utm-zone-corrected': {
    severity: 'warning',
    kind: 'fix',
    title: 'Zona UTM indicada corregida',
    message: ({ zone, statedZone, datum, fixed }: { zone: number; statedZone: number; datum: string; fixed: string }) =>
      `UTM convertido con la zona ${zone}S en vez de la ${statedZone} indicada, ${datum}: ${fixed}`,
  },
  'utm-band-mismatch': {
    severity: 'warning',
    kind: 'flag',
    title: 'La banda UTM no coincide con la latitud',
    message: ({ band, minLat, maxLat, lat }: { band: string | null; minLat: number; maxLat: number; lat: string }) =>
      `La banda ${band} indica latitud entre ${minLat}° y ${maxLat}°, pero el punto queda en ${lat}°`,
  },
  // Contacts
  'phone-error-cell': {
    severity: 'error',
    kind: 'flag',
    title: 'Celda de teléfono con un error de planilla',
    message: spreadsheetError,
  },
  'phone-invalid': {
    severity: 'error',
    kind: 'flag',
    title: 'Teléfono no válido',
    message: ({ raw, why }: { raw: string; why: string }) => `Teléfono no válido: "${raw}"${why}`,
  },
  'phone-old-format': {
    severity: 'warning',
    kind: 'fix',
    title: 'Teléfono en el formato anterior a 2012-2013: se escribe en el actual',
    message: ({ raw, why, display }: { raw: string; why: string; display: string }) =>
      `Teléfono "${raw}" escrito en el formato anterior (${why}); queda ${display}`,
  },
  'phone-area-shared': {
    severity: 'warning',
    kind: 'fix',
    title: 'Teléfono sin código de área junto a otro que lo tiene en la misma celda: se usa ese código',
    message: ({ raw, area, display }: { raw: string; area: string | null; display: string }) =>
      `Teléfono "${raw}" sin código de área, junto a otro de la zona ${area}: queda ${display}`,
  },
  'phone-verify': {
    severity: 'warning',
    kind: 'verify',
    title: 'Teléfono que se puede leer de varias formas (8 dígitos sin código de área, de antes de 2012-2013) o de otro país: no se publica',
    message: (phone: { raw: string } & ({ country: string } | { why: string; readings: readonly string[] })) =>
      'country' in phone
        ? `Teléfono "${phone.raw}" de otro país (${phone.country}): el directorio publica solo números de Chile`
        : `Teléfono "${phone.raw}" no se publica: ${phone.why}. Puede ser ${phone.readings.join(' o ')}`,
  },
  'phone-split': {
    severity: 'info',
    kind: 'note',
    title: 'Varios teléfonos en una celda',
    message: ({ raw }: { raw: string }) => `Varios teléfonos en una celda: "${raw}"`,
  },
  'email-error-cell': {
    severity: 'error',
    kind: 'flag',
    title: 'Celda de correo con un error de planilla',
    message: spreadsheetError,
  },
  'email-invalid': {
    severity: 'error',
    kind: 'flag',
    title: 'Correo no válido',
    message: ({ raw, why }: { raw: string; why: string }) => `Correo no válido: "${raw}"${why}`,
  },
  'email-normalised': {
    severity: 'warning',
    kind: 'fix',
    title: 'Correo limpiado (espacios, caracteres invisibles, comillas, mailto:)',
    message: (email: { raw: string; fixed?: string | null; invisibleOnly: boolean }) =>
      email.invisibleOnly ? 'Caracteres invisibles quitados del correo' : `Correo corregido: "${email.raw}" → "${email.fixed}"`,
  },
  'email-shorthand': {
    severity: 'warning',
    kind: 'fix',
    title: 'Correos abreviados con un dominio compartido (ana/pedro@…) escritos completos',
    message: ({ raw, addresses }: { raw: string; addresses: readonly string[] }) =>
      `"${raw}" son ${addresses.length} correos del mismo dominio: ${addresses.join(', ')}`,
  },
  'email-domain-verify': {
    severity: 'warning',
    kind: 'verify',
    title: 'Dominio de correo que parece mal escrito (no existe su dominio de primer nivel, o está a una o dos letras de uno conocido): ¿quisiste decir …?',
    message: ({ raw, reason }: { raw: string; reason: string }) => `Dominio de "${raw}" dudoso: ${reason}`,
  },
  'email-text-removed': {
    severity: 'info',
    kind: 'note',
    title: 'Nombre o nota junto al correo quitado',
    message: ({ raw }: { raw: string }) => `Texto junto al correo quitado: "${raw}"`,
  },
  'email-split': {
    severity: 'info',
    kind: 'note',
    title: 'Varios correos en una celda',
    message: ({ raw }: { raw: string }) => `Varios correos en una celda: "${raw}"`,
  },
  // Other cells
  'schedule-unparsed': {
    severity: 'warning',
    kind: 'flag',
    title: 'Días u horario que no se pudieron interpretar',
    message: ({ what, text }: { what: string; text: string }) => `${what}: "${text}"`,
  },
  'schedule-error-cell': {
    severity: 'error',
    kind: 'flag',
    title: 'Celda de días u horario con un error de planilla',
    message: spreadsheetError,
  },
  'schedule-incomplete': {
    severity: 'info',
    kind: 'note',
    title: 'Horario sin días o días sin horario',
    message: ({ field }: { field: 'dias' | 'horarios' }) =>
      `${field === 'dias' ? 'Horario sin días' : 'Días sin horario'}: no se puede calcular 'abierto ahora'`,
  },
  'type-missing': {
    severity: 'warning',
    kind: 'flag',
    title: 'Tipo vacío',
    message: () => 'Tipo vacío',
  },
  'type-normalised': {
    severity: 'info',
    kind: 'fix',
    title: 'Tipo unificado',
    message: ({ typed, fixed }: { typed: string; fixed: string }) => `Tipo "${typed}" unificado como "${fixed}"`,
  },
  'type-place-name': {
    severity: 'info',
    kind: 'note',
    title: 'Tipo no estándar conservado',
    message: ({ typed }: { typed: string }) => `Tipo no estándar "${typed}" (parece un nombre de lugar); se conserva tal cual`,
  },
  'extra-unknown': {
    severity: 'warning',
    kind: 'flag',
    title: 'puntoExtra que no es SI ni NO: se toma como NO',
    message: ({ raw }: { raw: string }) => `puntoExtra "${raw.trim()}" no es SI ni NO; se toma como NO`,
  },
  // Presentation only: notes, so that what needs a person is not buried under them.
  'image-missing': {
    severity: 'info',
    kind: 'fix',
    title: 'Sin ícono: se usa el de punto limpio',
    message: () => 'Sin ícono; se usa el ícono de punto limpio',
  },
  'image-file-missing': {
    severity: 'info',
    kind: 'flag',
    title: 'El ícono no existe en raw-data/media/icons: el mapa usa el ícono por defecto',
    message: ({ path }: { path: string }) => `No existe ${path}; el mapa usará el ícono por defecto`,
  },
  'media-unused': {
    severity: 'info',
    kind: 'note',
    title: 'Archivo de medios que ningún contenido usa',
    message: () => 'Ningún contenido usa este archivo; no se publica',
  },
  'picture-shape': {
    severity: 'warning',
    kind: 'flag',
    title:
      'Imagen de otra forma que el espacio que el sitio le reserva: al llegar, la página se mueve o la imagen se deforma (el diploma sale estirado); se publica tal cual',
    message: ({ raw, size, box, effect }: { raw: string; size: string; box: string; effect: string }) =>
      `media/${raw} mide ${size} y el sitio la muestra en ${box}: ${effect}. Use una imagen de ${box} o de la misma proporción`,
  },
  'picture-heavy': {
    severity: 'warning',
    kind: 'flag',
    title:
      'Imagen que tarda más de un segundo en llegar por la red móvil lenta con que se mide el sitio (4G lento, 1,4 Mbit/s; unos 184 KB): se publica tal cual',
    message: ({ raw, box, weight, seconds }: { raw: string; box: string; weight: string; seconds: string }) =>
      `media/${raw} pesa ${weight}: tarda unos ${seconds} s en llegar por 4G lento (1,4 Mbit/s), y la página se ve incompleta mientras tanto. Use una imagen de ${box} comprimida (JPEG o WebP de calidad 80), que suele pesar mucho menos`,
  },
  'picture-size-unknown': {
    severity: 'warning',
    kind: 'flag',
    title: 'Imagen cuyo tamaño no se puede leer (SVG sin width, height ni viewBox, o archivo dañado): el sitio no sabe si cabe en su espacio',
    message: ({ raw, box }: { raw: string; box: string }) =>
      `No se puede leer el tamaño de media/${raw} (un SVG necesita width y height o viewBox; o el archivo está dañado); el sitio la muestra en ${box}`,
  },
  'svg-text-split': {
    severity: 'info',
    kind: 'fix',
    title:
      'Texto de una ilustración SVG ajustado con textLength sobre varios <tspan> (Safari no lo ajusta y lo dibuja cortado): se publica un texto por tramo, cada uno ajustado a su parte del ancho',
    message: ({ raw }: { raw: string }) => `«${raw}»: un texto por tramo, cada uno ajustado a su parte del ancho (Safari no ajusta los <tspan>)`,
  },
  'svg-text-squeezed': {
    severity: 'warning',
    kind: 'flag',
    title:
      'Texto de una ilustración SVG ajustado con textLength sobre <tspan> que no se puede reescribir: Safari lo dibuja más ancho y cortado; se publica tal cual (use un <text> por color, sin <tspan>)',
    message: ({ raw }: { raw: string }) => `«${raw}»: Safari lo dibujará más ancho y cortado; use un <text> por color, sin <tspan>`,
  },
  // Maintainers' corrections (raw-data/corrections.csv)
  'correction-applied': {
    severity: 'info',
    kind: 'fix',
    title: 'Corrección manual de corrections.csv aplicada (su motivo es la evidencia)',
    message: ({ at, before, after, motivo }: { at: string; before: string; after: string; motivo: string }) =>
      `Corrección manual (${at}): "${before}" → "${after}"; motivo: ${motivo}`,
  },
  'correction-rejected': {
    severity: 'error',
    kind: 'flag',
    title: 'Corrección manual que no cumple las reglas (posición en el mar o lejos de la comuna, teléfono ilegible…): no se publica',
    message: ({ at, value, why }: { at: string; value: string; why: string }) =>
      `La corrección de ${at} ("${value}") no se aplica: ${why}. Se publica lo que dice la exportación`,
  },
  'correction-stale': {
    severity: 'warning',
    kind: 'flag',
    title: 'Corrección manual que ya no coincide con la exportación (la celda cambió o el registro ya no está): no se aplica',
    message: (stale: { what: string } & ({ id: string; why: string } | { archivo: string; missingId: string })) =>
      'missingId' in stale
        ? `${stale.what} no se aplica: ${stale.archivo}.csv no tiene un registro con id "${stale.missingId}" (ya no está o el id está mal escrito). Revísela o bórrela`
        : `${stale.what} de ${stale.id} ya no se aplica: ${stale.why}. Revísela o bórrela`,
  },
  'row-omitted': {
    severity: 'info',
    kind: 'note',
    title: 'Fila omitida por una línea omitir de corrections.csv',
    message: ({ id, at, motivo }: { id: string; at: string; motivo: string }) => `Fila del registro ${id} omitida por ${at}; motivo: ${motivo}`,
  },
  // Content placeholders and documents
  'content-placeholder': {
    severity: 'warning',
    kind: 'flag',
    title:
      'Dato que solo la organización puede dar, aún por completar o por confirmar (el RUT, un buzón que alguien lea, las bases vigentes): el sitio lo muestra pendiente o con su valor provisional',
    message: ({ pending, provisional }: { pending: string; provisional: string | null }) =>
      provisional === null
        ? `Por completar: ${pending}. El sitio lo muestra como pendiente hasta que se escriba el valor en lugar de {"pending": …}`
        : `Por confirmar: ${pending}. Mientras tanto el sitio publica "${provisional}"; una vez confirmado, escriba el valor en lugar de {"pending": …, "provisional": …}`,
  },
} as const satisfies Record<string, CodeEntry>;

export type FindingCode = keyof typeof FINDING_CODES;

export const FindingCodeSchema = z.enum(Object.keys(FINDING_CODES) as [FindingCode, ...FindingCode[]]);
