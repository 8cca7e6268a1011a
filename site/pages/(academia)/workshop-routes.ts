import type { CourseKey } from './types.ts';

/**
 * The route of each workshop. The workshop page's route function runs in the browser too,
 * so it matches these (not the content file); the build checks they agree with the content.
 */
export const WORKSHOP_SLUGS = {
  science: 'taller-de-ciencias',
  crafts: 'taller-de-manualidades',
  tiktok: 'taller-de-baile-tiktok',
  kitchen: 'taller-de-cocina',
} as const satisfies Record<CourseKey, string>;

export const COURSE_KEYS = Object.keys(WORKSHOP_SLUGS) as CourseKey[];

export function isCourseKey(value: unknown): value is CourseKey {
  return typeof value === 'string' && (COURSE_KEYS as string[]).includes(value);
}

/** The three steps of a workshop, in order. */
export type Step = 'workshop' | 'questionary' | 'form';

/** The `?paso=` value of each step after the first. */
const STEP_PARAM = 'paso';
const STEP_VALUES = { questionary: 'cuestionario', form: 'formulario' } as const;

/** The step named in a URL's query (`?paso=cuestionario`); the workshop when there is none. */
export function stepFromSearch(search: string): Step {
  const value = new URLSearchParams(search).get(STEP_PARAM);
  if (value === STEP_VALUES.questionary) return 'questionary';
  if (value === STEP_VALUES.form) return 'form';
  return 'workshop';
}

/**
 * The step a visitor may see: the form only once the course's question was answered correctly
 * in this browser session; before that, a link or a history entry to the form shows the question.
 */
export function allowedStep(wanted: Step, passed: boolean): Step {
  return wanted === 'form' && !passed ? 'questionary' : wanted;
}

/** The part of a workshop's URL that names its course (the route's `@curso`): `taller-de-ciencias` → `ciencias`. */
export function courseUrlSlug(slug: string): string {
  return slug.replace(/^taller-de-/, '');
}

/** URL of a workshop at a given step, e.g. `/taller-de-ciencias?paso=cuestionario`. */
export function workshopHref(slug: string, step: Step = 'workshop'): string {
  return step === 'workshop' ? `/${slug}` : `/${slug}?${STEP_PARAM}=${STEP_VALUES[step]}`;
}
