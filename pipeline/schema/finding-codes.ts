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
}

/**
 * The catalogue of finding codes: every code the pipeline can emit, declared once with its
 * severity, kind and meaning. Findings are made with {@link finding}, which takes the severity
 * from here; the report and its HTML page read the same table.
 */
export const FINDING_CODES = {
  // Reading the file
  'encoding-mixed': { severity: 'warning', kind: 'fix', title: 'Celda que no es UTF-8 en un archivo UTF-8: se leyó como Windows-1252' },
  'encoding-replaced': { severity: 'warning', kind: 'flag', title: 'Celda con caracteres que no se pudieron leer (se muestran como �)' },
  'control-characters': { severity: 'warning', kind: 'fix', title: 'Bytes nulos o caracteres de control quitados de una celda' },
  'cell-too-large': { severity: 'error', kind: 'flag', title: 'Celda demasiado larga: se deja vacía' },
  'unnamed-columns-ignored': { severity: 'info', kind: 'note', title: 'Columnas sin nombre (las que agrega Excel) ignoradas' },
  'unnamed-column-value': { severity: 'warning', kind: 'flag', title: 'Valor en una columna sin nombre: no se usa' },
  'duplicate-row': { severity: 'info', kind: 'note', title: 'Fila idéntica a otra anterior: se conserva una sola' },
  'duplicate-near': { severity: 'warning', kind: 'verify', title: 'Filas que parecen el mismo punto escrito dos veces (mismo nombre y dirección salvo mayúsculas, tildes, puntuación u orden, o a menos de 50 m con casi el mismo nombre): no se une ninguna' },
  'id-duplicate': { severity: 'warning', kind: 'fix', title: 'Id repetido en filas distintas: se le agrega la línea' },
  'id-missing': { severity: 'error', kind: 'flag', title: 'Id vacío: se usa la línea' },
  'name-missing': { severity: 'error', kind: 'flag', title: 'Nombre vacío' },
  // What programs and systems do to text (every column)
  'text-invisible': { severity: 'info', kind: 'fix', title: 'Caracteres invisibles (ancho cero, guion suave, marcas de dirección) o espacios especiales quitados' },
  'text-spreadsheet': { severity: 'info', kind: 'fix', title: 'Marcas de la planilla quitadas: _x000D_, ="…", apóstrofo inicial, .0 de un número entero, comillas alrededor' },
  'text-html': { severity: 'warning', kind: 'fix', title: 'HTML copiado de una página web (&amp;, &#233;, <br>) leído como texto' },
  'text-mojibake': { severity: 'warning', kind: 'fix', title: 'Caracteres con doble codificación (Ã± por ñ) reparados: sus bytes se leen como UTF-8 válido' },
  'text-placeholder': { severity: 'warning', kind: 'flag', title: 'NULL, None o un error de planilla en una columna de texto: queda vacía' },
  'text-truncated': { severity: 'warning', kind: 'flag', title: 'Texto de exactamente 255 caracteres, donde otros sistemas lo cortan: puede estar incompleto' },
  'text-all-caps': { severity: 'info', kind: 'note', title: 'Texto en mayúsculas: se publica tal como está escrito' },
  // Region and comuna
  'region-unknown': { severity: 'error', kind: 'flag', title: 'Región desconocida o vacía' },
  'region-updated': { severity: 'warning', kind: 'fix', title: 'Región anterior a la creación de una región nueva: se usa la región actual de la comuna' },
  'comuna-normalised': { severity: 'info', kind: 'fix', title: 'Comuna escrita de otra forma: se usa el nombre oficial' },
  'comuna-from-town': { severity: 'warning', kind: 'fix', title: 'Localidad que no es comuna: se usa la comuna que la contiene' },
  'comuna-unknown': { severity: 'warning', kind: 'flag', title: 'Comuna desconocida o vacía: se conserva el texto' },
  'comuna-other-region': { severity: 'warning', kind: 'flag', title: 'La comuna no pertenece a la región de la fila' },
  'comuna-ambiguous': { severity: 'warning', kind: 'verify', title: 'Localidad o comuna que puede ser de varias comunas: no se elige' },
  // Coordinates
  'coordinates-missing': { severity: 'error', kind: 'flag', title: 'Sin coordenadas' },
  'coordinates-invalid': { severity: 'error', kind: 'flag', title: 'Coordenadas ilegibles o fuera de la región: quedan vacías' },
  'coordinates-verify': { severity: 'warning', kind: 'verify', title: 'Una corrección de las coordenadas es posible pero no está confirmada: quedan vacías' },
  'coordinates-far': { severity: 'warning', kind: 'flag', title: 'Coordenadas escritas lejos de la comuna de la fila o en el mar: revisar' },
  'coordinates-mismatch': { severity: 'warning', kind: 'flag', title: 'El texto de coordenadas y lat/lng no coinciden' },
  'coordinates-ignored': { severity: 'info', kind: 'note', title: 'Texto de coordenadas no usado' },
  'latlng-ignored': { severity: 'warning', kind: 'fix', title: 'lat/lng no válidos: se usa el texto de coordenadas' },
  'comma-decimal': { severity: 'info', kind: 'note', title: 'Coma decimal' },
  'coordinates-notation': { severity: 'info', kind: 'note', title: 'Coordenadas en otra notación (grados, minutos y segundos, enlace de mapa, notación científica) leídas' },
  'decimal-restored': { severity: 'warning', kind: 'fix', title: 'Punto decimal perdido restaurado' },
  'latlng-swapped': { severity: 'warning', kind: 'fix', title: 'Latitud y longitud intercambiadas' },
  'sign-restored': { severity: 'warning', kind: 'fix', title: 'Signo negativo (sur, oeste) que faltaba' },
  'utm-converted': { severity: 'warning', kind: 'fix', title: 'UTM convertido a latitud y longitud, en el datum indicado (PSAD56, SAD69, WGS84, SIRGAS) o en WGS84 si no se indica' },
  'datum-unknown': { severity: 'warning', kind: 'flag', title: 'Datum desconocido en la columna datum: el UTM se lee en WGS84' },
  'utm-zone-corrected': { severity: 'warning', kind: 'fix', title: 'Zona UTM indicada corregida' },
  'utm-band-mismatch': { severity: 'warning', kind: 'flag', title: 'La banda UTM no coincide con la latitud' },
  // Contacts
  'phone-error-cell': { severity: 'error', kind: 'flag', title: 'Celda de teléfono con un error de planilla' },
  'phone-invalid': { severity: 'error', kind: 'flag', title: 'Teléfono no válido' },
  'phone-old-format': { severity: 'warning', kind: 'fix', title: 'Teléfono en el formato anterior a 2012-2013: se escribe en el actual' },
  'phone-area-shared': { severity: 'warning', kind: 'fix', title: 'Teléfono sin código de área junto a otro que lo tiene en la misma celda: se usa ese código' },
  'phone-verify': { severity: 'warning', kind: 'verify', title: 'Teléfono que se puede leer de varias formas (8 dígitos sin código de área, de antes de 2012-2013) o de otro país: no se publica' },
  'phone-split': { severity: 'info', kind: 'note', title: 'Varios teléfonos en una celda' },
  'email-error-cell': { severity: 'error', kind: 'flag', title: 'Celda de correo con un error de planilla' },
  'email-invalid': { severity: 'error', kind: 'flag', title: 'Correo no válido' },
  'email-normalised': { severity: 'warning', kind: 'fix', title: 'Correo limpiado (espacios, caracteres invisibles, comillas, mailto:)' },
  'email-shorthand': { severity: 'warning', kind: 'fix', title: 'Correos abreviados con un dominio compartido (ana/pedro@…) escritos completos' },
  'email-domain-verify': { severity: 'warning', kind: 'verify', title: 'Dominio de correo que parece mal escrito (no existe su dominio de primer nivel, o está a una o dos letras de uno conocido): ¿quisiste decir …?' },
  'email-text-removed': { severity: 'info', kind: 'note', title: 'Nombre o nota junto al correo quitado' },
  'email-split': { severity: 'info', kind: 'note', title: 'Varios correos en una celda' },
  // Other cells
  'schedule-unparsed': { severity: 'warning', kind: 'flag', title: 'Días u horario que no se pudieron interpretar' },
  'schedule-error-cell': { severity: 'error', kind: 'flag', title: 'Celda de días u horario con un error de planilla' },
  'schedule-incomplete': { severity: 'info', kind: 'note', title: 'Horario sin días o días sin horario' },
  'type-missing': { severity: 'warning', kind: 'flag', title: 'Tipo vacío' },
  'type-normalised': { severity: 'info', kind: 'fix', title: 'Tipo unificado' },
  'type-place-name': { severity: 'info', kind: 'note', title: 'Tipo no estándar conservado' },
  'extra-unknown': { severity: 'warning', kind: 'flag', title: 'puntoExtra que no es SI ni NO: se toma como NO' },
  // Presentation only: notes, so that what needs a person is not buried under them.
  'image-missing': { severity: 'info', kind: 'fix', title: 'Sin ícono: se usa el de punto limpio' },
  'image-file-missing': { severity: 'info', kind: 'flag', title: 'El ícono no existe en raw-data/media/icons: el mapa usa el ícono por defecto' },
  'media-unused': { severity: 'info', kind: 'note', title: 'Archivo de medios que ningún contenido usa' },
  'svg-text-split': {
    severity: 'info',
    kind: 'fix',
    title: 'Texto de una ilustración SVG ajustado con textLength sobre varios <tspan> (Safari no lo ajusta y lo dibuja cortado): se publica un texto por tramo, cada uno ajustado a su parte del ancho',
  },
  'svg-text-squeezed': {
    severity: 'warning',
    kind: 'flag',
    title: 'Texto de una ilustración SVG ajustado con textLength sobre <tspan> que no se puede reescribir: Safari lo dibuja más ancho y cortado; se publica tal cual (use un <text> por color, sin <tspan>)',
  },
  // Maintainers' corrections (raw-data/corrections.csv)
  'correction-applied': { severity: 'info', kind: 'fix', title: 'Corrección manual de corrections.csv aplicada (su motivo es la evidencia)' },
  'correction-rejected': { severity: 'error', kind: 'flag', title: 'Corrección manual que no cumple las reglas (posición en el mar o lejos de la comuna, teléfono ilegible…): no se publica' },
  'correction-stale': { severity: 'warning', kind: 'flag', title: 'Corrección manual que ya no coincide con la exportación (la celda cambió o el registro ya no está): no se aplica' },
  'row-omitted': { severity: 'info', kind: 'note', title: 'Fila omitida por una línea omitir de corrections.csv' },
} as const satisfies Record<string, CodeEntry>;

export type FindingCode = keyof typeof FINDING_CODES;

export const FindingCodeSchema = z.enum(Object.keys(FINDING_CODES) as [FindingCode, ...FindingCode[]]);
