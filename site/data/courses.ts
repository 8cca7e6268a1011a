import coursesJson from '../../generated/content/courses.json';
import { type Course, type CourseCard, type CourseKey, CoursesFileSchema } from '../../pipeline/schema/content/course.ts';
import { mediaUrl } from './media.ts';

/** A workshop card as the pages use it: its poster (each card its own) as a URL. */
export interface CardView extends Omit<CourseCard, 'poster'> {
  posterUrl: string;
}

/** A course as the pages use it: content plus resolved media URLs. */
export interface CourseView extends Omit<Course, 'tileImage' | 'titleImage' | 'diploma' | 'cards'> {
  cards: CardView[];
  tileUrl: string;
  titleUrl: string;
  diplomaUrl: string;
}

export interface CoursesView {
  completionUrl: string;
  courses: CourseView[];
}

/** Parses generated/content/courses.json with the shared schema and resolves its media. */
export function loadCourses(): CoursesView {
  const file = CoursesFileSchema.parse(coursesJson);
  return {
    completionUrl: mediaUrl(file.completionImage),
    courses: file.courses.map(({ tileImage, titleImage, diploma, cards, ...course }) => ({
      ...course,
      cards: cards.map(({ poster, ...card }) => ({ ...card, posterUrl: mediaUrl(poster) })),
      tileUrl: mediaUrl(tileImage),
      titleUrl: mediaUrl(titleImage),
      diplomaUrl: mediaUrl(diploma),
    })),
  };
}

/** The course with this key; the content guarantees all four exist. */
export function courseByKey(courses: readonly CourseView[], key: CourseKey): CourseView {
  const course = courses.find((c) => c.key === key);
  if (!course) throw new Error(`Falta el curso ${key} en generated/content/courses.json`);
  return course;
}
