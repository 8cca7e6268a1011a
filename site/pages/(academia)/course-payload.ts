import type { ConsentRecord } from '../../privacy/consent.ts';
import type { CourseLink } from './types.ts';
import { courseUrlSlug } from './workshop-routes.ts';

/**
 * What the course webhook receives: the spec's `nameForm` and `emailForm`, the course the diploma
 * is for (the slug of its URL, e.g. `ciencias`, and its title), so the receiver can send the right
 * diploma, and the adult responsible's consent.
 */
export function coursePayload(answers: { nameForm: string; emailForm: string }, course: CourseLink, consentimiento: ConsentRecord) {
  return { nameForm: answers.nameForm, emailForm: answers.emailForm, curso: { slug: courseUrlSlug(course.slug), titulo: course.title }, consentimiento };
}
