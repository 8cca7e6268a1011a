import { isCourseKey } from './routes.ts';
import type { CourseKey } from './types.ts';

/** localStorage: the course the visitor chose last (science | crafts | tiktok | kitchen). */
const COURSE_MODE = 'courseMode';
/** sessionStorage: the name entered in the course form, once the form was sent. */
const NAME = 'nameForm';
/** sessionStorage: the course whose form was sent in this session (its diploma is on /modal). */
const FINISHED = 'cursoTerminado';

// Storage can be blocked (private mode, strict settings): the workshops still work without it.

export function readCourseMode(): CourseKey | null {
  try {
    const value = window.localStorage.getItem(COURSE_MODE);
    return isCourseKey(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeCourseMode(key: CourseKey): void {
  try {
    window.localStorage.setItem(COURSE_MODE, key);
  } catch {
    // Nothing to do: the choice just isn't remembered.
  }
}

export function readStoredName(): string | null {
  try {
    const value = window.sessionStorage.getItem(NAME);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

export function storeName(name: string): void {
  try {
    window.sessionStorage.setItem(NAME, name);
  } catch {
    // Nothing to do: the name stays in the page while it is open.
  }
}

/** The course whose form the webhook accepted in this session, if any. */
export function readFinishedCourse(): CourseKey | null {
  try {
    const value = window.sessionStorage.getItem(FINISHED);
    return isCourseKey(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers, for /modal, who finished which course: called only once the form was accepted. */
export function storeFinished(name: string, key: CourseKey): void {
  storeName(name);
  try {
    window.sessionStorage.setItem(FINISHED, key);
  } catch {
    // Nothing to do: the diploma was offered in the success window already.
  }
}
