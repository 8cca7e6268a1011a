import type { FieldFinding } from '../findings/finding.ts';
import { FINDING_CODES, type FindingCode } from '../findings/finding-codes.ts';

/**
 * A finding as a test expects it, its message written out in the test: the code's severity comes
 * from the catalogue, the message does not, so a test that compares with it checks the catalogue's
 * Spanish text word for word.
 */
export function expectedFinding(
  code: FindingCode,
  details: { field: string; raw: string | null; fixed?: string | null; message: string; considered?: readonly string[]; candidates?: readonly string[] },
): FieldFinding {
  const made: FieldFinding = {
    field: details.field,
    code,
    severity: FINDING_CODES[code].severity,
    raw: details.raw,
    fixed: details.fixed ?? null,
    message: details.message,
  };
  if (details.considered && details.considered.length > 0) made.considered = [...details.considered];
  if (details.candidates && details.candidates.length > 0) made.candidates = [...details.candidates];
  return made;
}
