import coursesJson from '../../../generated/content/courses.json';
import { type Course, type CourseCard, type CourseKey, CoursesFileSchema } from '../../../pipeline/schema/content/course.ts';
import { mediaUrl } from '../../data/media.server.ts';
import type { CourseLink, CourseTile, DiplomaCourse, QuestionaryLink, WorkshopCourse } from './types.ts';
import { WORKSHOP_SLUGS, workshopHref } from './workshop-routes.ts';

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

// Server-only: the pages' +data hooks trim the course content to what each page shows.

/** The course content, checked against the workshop routes the browser knows. */
function courses(): CoursesView {
  const view = loadCourses();
  for (const course of view.courses) {
    const expected = WORKSHOP_SLUGS[course.key];
    if (course.slug !== expected) {
      throw new Error(
        `El curso ${course.key} tiene la ruta /${course.slug}, pero el sitio espera /${expected}: actualice WORKSHOP_SLUGS en site/pages/(academia)/workshop-routes.ts`,
      );
    }
  }
  return view;
}

function link({ key, slug, title }: CourseView): CourseLink {
  return { key, slug, title };
}

function diplomaCourse(course: CourseView): DiplomaCourse {
  return { ...link(course), diplomaUrl: course.diplomaUrl };
}

/** The four tiles, in content order. */
export function courseTiles(): CourseTile[] {
  return courses().courses.map((course) => ({ ...link(course), summary: course.summary, tileUrl: course.tileUrl }));
}

/** The four questions for /cuestionario. */
export function questionaryLinks(): QuestionaryLink[] {
  return courses().courses.map((course) => ({ ...link(course), question: course.questionary.question }));
}

/** What /formulario-solar and /modal need: each course's diploma and the completion image. */
export function diplomaCourses(): { courses: DiplomaCourse[]; completionUrl: string } {
  const view = courses();
  return { courses: view.courses.map(diplomaCourse), completionUrl: view.completionUrl };
}

/** URLs of the four workshop pages, for prerendering. */
export function workshopUrls(): string[] {
  return courses().courses.map((course) => workshopHref(course.slug));
}

/** One workshop, trimmed to what its page shows. */
export function workshopBySlug(slug: string): { course: WorkshopCourse; completionUrl: string } {
  const view = courses();
  const course = view.courses.find((c) => c.slug === slug);
  if (!course) throw new Error(`No hay un curso con la ruta /${slug}`);
  return {
    completionUrl: view.completionUrl,
    course: {
      ...diplomaCourse(course),
      description: course.description,
      titleUrl: course.titleUrl,
      cards: course.cards.map((card) => ({
        id: card.id,
        videoId: card.video.id,
        title: card.title,
        description: card.description,
        posterUrl: card.posterUrl,
      })),
      questionary: course.questionary,
    },
  };
}
