import type { CourseKey } from './types.ts';
import { isCourseKey } from './workshop-routes.ts';

/** localStorage: the course the visitor chose last (science | crafts | tiktok | kitchen). */
const COURSE_MODE = 'courseMode';
/** sessionStorage: the name entered in the course form, once the form was sent. */
const NAME = 'nameForm';
/** sessionStorage: the course whose form was sent in this session (its diploma is on /modal). */
const FINISHED = 'cursoTerminado';
/**
 * sessionStorage: the courses whose question was answered correctly in this session, e.g.
 * `science,kitchen`. Only these courses' forms are offered (the workshop's last step and
 * /formulario-solar); a new session answers again.
 */
const PASSED = 'cuestionarioAprobado';

type Store = 'localStorage' | 'sessionStorage';

// Storage can be blocked (private mode, strict settings): the workshops still work without it,
// the values just aren't remembered.
function read(store: Store, key: string): string | null {
  try {
    return window[store].getItem(key);
  } catch {
    return null;
  }
}

function write(store: Store, key: string, value: string): void {
  try {
    window[store].setItem(key, value);
  } catch {
    // Nothing to do: see above.
  }
}

const courseKeyOrNull = (value: string | null): CourseKey | null => (isCourseKey(value) ? value : null);

export const readCourseMode = (): CourseKey | null => courseKeyOrNull(read('localStorage', COURSE_MODE));

export const storeCourseMode = (key: CourseKey): void => write('localStorage', COURSE_MODE, key);

export function readStoredName(): string | null {
  const value = read('sessionStorage', NAME);
  return value && value.trim() !== '' ? value : null;
}

/** The course whose form the webhook accepted in this session, if any. */
export const readFinishedCourse = (): CourseKey | null => courseKeyOrNull(read('sessionStorage', FINISHED));

/** Remembers, for /modal, who finished which course: called only once the form was accepted. */
export function storeFinished(name: string, key: CourseKey): void {
  write('sessionStorage', NAME, name);
  write('sessionStorage', FINISHED, key);
}

// Also kept in memory: with storage blocked, a correct answer still opens the form for as long
// as the page stays open (the steps and the site's links do not reload it).
const passedHere = new Set<CourseKey>();

/** The courses whose question was answered correctly in this session, in the order they were answered. */
export function readPassed(): CourseKey[] {
  const stored = (read('sessionStorage', PASSED) ?? '').split(',');
  return [...new Set([...stored, ...passedHere])].filter(isCourseKey);
}

export const hasPassed = (key: CourseKey): boolean => readPassed().includes(key);

/** Opens the course's form for the rest of the session: called only on the correct answer. */
export function storePassed(key: CourseKey): void {
  passedHere.add(key);
  const stored = (read('sessionStorage', PASSED) ?? '').split(',').filter(isCourseKey);
  if (!stored.includes(key)) write('sessionStorage', PASSED, [...stored, key].join(','));
}
