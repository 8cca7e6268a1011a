import { isCourseKey } from './routes.ts';
import type { CourseKey } from './types.ts';

/** localStorage: the course the visitor chose last (science | crafts | tiktok | kitchen). */
const COURSE_MODE = 'courseMode';
/** sessionStorage: the name entered in the course form, once the form was sent. */
const NAME = 'nameForm';
/** sessionStorage: the course whose form was sent in this session (its diploma is on /modal). */
const FINISHED = 'cursoTerminado';

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
