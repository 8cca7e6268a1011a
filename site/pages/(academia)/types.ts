import type { AnswerLetter, Course, CourseKey } from '../../../pipeline/schema/content/course.ts';

export type { AnswerLetter, CourseKey };

/** A course as a link: where its workshop is and what it is called. */
export type CourseLink = Pick<Course, 'key' | 'slug' | 'title'>;

/** A course tile on /cursos and /taller. */
export interface CourseTile extends CourseLink {
  summary: string;
  tileUrl: string;
}

/** What the success overlay and the diploma need to know about a course. */
export interface DiplomaCourse extends CourseLink {
  /** Diploma background (1123×794) with an empty band in the middle for the name. */
  diplomaUrl: string;
}

/** The course's question with its options A, B and C. */
export type Questionary = Course['questionary'];

/** A course's question as listed on /cuestionario. */
export interface QuestionaryLink extends CourseLink {
  question: string;
}

/** One video card of a workshop. */
export interface WorkshopCard {
  id: string;
  /** Video id on the video-sharing site. */
  videoId: string;
  title: string;
  description: string;
  /** Shown in place of the video until the visitor presses play: the card's own picture, or the course's. */
  posterUrl: string;
}

/** Everything a workshop page shows, and nothing more. */
export interface WorkshopCourse extends DiplomaCourse {
  description: string;
  titleUrl: string;
  cards: WorkshopCard[];
  questionary: Questionary;
}
