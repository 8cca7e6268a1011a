import { isCourseKey } from './routes.ts';
import type { CourseKey } from './types.ts';

/** localStorage: the course the visitor chose last (science | crafts | tiktok | kitchen). */
const COURSE_MODE = 'courseMode';
/** sessionStorage: the name entered in the course form. */
const NAME = 'nameForm';

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
