import coursesJson from '../../generated/content/courses.json';
import { type Course, type CourseKey, CoursesFileSchema } from '../../pipeline/schema/content/course.ts';
import { mediaUrl } from './media.ts';

/** A course as the pages use it: content plus resolved media URLs. */
export interface CourseView extends Omit<Course, 'tileImage' | 'titleImage' | 'poster' | 'diploma'> {
  tileUrl: string;
  titleUrl: string;
  posterUrl: string;
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
    courses: file.courses.map(({ tileImage, titleImage, poster, diploma, ...course }) => ({
      ...course,
      tileUrl: mediaUrl(tileImage),
      titleUrl: mediaUrl(titleImage),
      posterUrl: mediaUrl(poster),
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
