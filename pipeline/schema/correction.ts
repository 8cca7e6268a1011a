import { z } from 'zod';
import { CLEAN_POINT_COLUMNS, OPTIONAL_COLUMNS } from './clean-point.ts';
import { COLLECTION_POINT_COLUMNS } from './collection-point.ts';

/** `raw-data/corrections.csv`: a maintainer's decisions about single cells, kept across exports. */
/** The corrections' file name without its extension: it may be a CSV or a workbook (`corrections.xlsx`). */
export const CORRECTIONS_STEM = 'corrections';

/** The columns of `raw-data/corrections.csv`, in order. */
export const CORRECTION_COLUMNS = ['archivo', 'id', 'campo', 'valor_en_export', 'valor_corregido', 'motivo'] as const;

/** `campo` value that leaves the whole row out of the published data. */
export const OMIT = 'omitir';

/** The exports a correction can name, with the columns it may correct (the id column is the key, never corrected). */
export const CORRECTABLE = {
  'clean-points': [...CLEAN_POINT_COLUMNS, ...OPTIONAL_COLUMNS],
  'collection-points': [...COLLECTION_POINT_COLUMNS.filter((column) => column !== 'id'), ...OPTIONAL_COLUMNS],
} as const;

export type CorrectedExport = keyof typeof CORRECTABLE;

/** The export file a correction's `archivo` names: `clean-points` → `clean-points.csv`. */
export const exportFile = (archivo: CorrectedExport) => `${archivo}.csv`;

const required = (what: string) => z.string().trim().min(1, `falta ${what}`);

/**
 * One line of `raw-data/corrections.csv` as the maintainer writes it (every cell is text), checked:
 * `archivo` names an export, `campo` one of its columns (or `omitir`), `motivo` is given, and an
 * `omitir` line leaves both value columns empty.
 */
export const CorrectionRowSchema = z
  .object({
    /** The export corrected: `clean-points` or `collection-points`. */
    archivo: z.enum(Object.keys(CORRECTABLE) as [CorrectedExport, ...CorrectedExport[]], {
      error: `archivo debe ser ${Object.keys(CORRECTABLE).join(' o ')}`,
    }),
    /** The record: a collection point's `id` as exported, or a clean point's published id, e.g. `cp-3f9a1c2b`. */
    id: required('el id del registro'),
    /** The column corrected, e.g. `lat`, `contacto`; or `omitir` to leave the row out. */
    campo: required('el campo'),
    /** The cell exactly as the export writes it; the correction applies only while the export still says this. */
    valor_en_export: z.string(),
    /** What the cell should say, read with the same rules as the export's own cells. */
    valor_corregido: z.string(),
    /** Why: the evidence shown with the fix, e.g. `confirmado por teléfono con la municipalidad`. */
    motivo: required('el motivo (la razón de la corrección)'),
  })
  .superRefine((row, ctx) => {
    const columns: readonly string[] = CORRECTABLE[row.archivo];
    if (row.campo === OMIT) {
      for (const key of ['valor_en_export', 'valor_corregido'] as const) {
        if (row[key].trim() !== '') ctx.addIssue({ code: 'custom', path: [key], message: `con campo "${OMIT}" esta columna va vacía` });
      }
    } else if (!columns.includes(row.campo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['campo'],
        message: `campo desconocido "${row.campo}" en ${row.archivo}; se esperan: ${columns.join(', ')} u ${OMIT}`,
      });
    }
  });
export type CorrectionRow = z.output<typeof CorrectionRowSchema>;

/** A correction as the pipeline keeps it: the checked row and where it is (the file, `corrections.csv` or a workbook and its sheet, and the line). */
export type Correction = CorrectionRow & { file: string; sheet?: string; line: number };
