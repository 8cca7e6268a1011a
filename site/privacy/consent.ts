/**
 * What a form sends as `consentimiento`: the version of the notice the adult was shown and when
 * the form was sent with the consent box ticked, so the organiser can show what was agreed and when.
 */
export interface ConsentRecord {
  /** The notice's version, `YYYY-MM-DD` (raw-data/content/privacy.json). */
  version: string;
  /** When it was given, ISO 8601 in UTC. */
  fecha: string;
}

export function consentRecord(version: string, now: Date = new Date()): ConsentRecord {
  return { version, fecha: now.toISOString() };
}
