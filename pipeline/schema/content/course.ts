import { z } from 'zod';
import { ImageSchema, SlugSchema } from './common.ts';

/** The four course keys; also the values of localStorage `courseMode`. */
export const CourseKeySchema = z.enum(['science', 'crafts', 'tiktok', 'kitchen']);
export type CourseKey = z.output<typeof CourseKeySchema>;

export const AnswerLetterSchema = z.enum(['A', 'B', 'C']);
export type AnswerLetter = z.output<typeof AnswerLetterSchema>;

/** A video on a video-sharing site, loaded only when the visitor asks for it. */
export const VideoSchema = z.object({
  provider: z.literal('youtube'),
  /** The 11-character video id, e.g. `dQw4w9WgXcQ`. */
  id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'id de video de 11 caracteres'),
});
export type Video = z.output<typeof VideoSchema>;

/** One workshop card: a video with its title and description. */
export const CourseCardSchema = z.object({
  /** Unique within the course, e.g. `ciencias-1`. */
  id: SlugSchema,
  video: VideoSchema,
  /** Card title (the spec's `titleDescription`). */
  title: z.string().min(1),
  description: z.string().min(1),
});
export type CourseCard = z.output<typeof CourseCardSchema>;

export const CourseSchema = z
  .object({
    key: CourseKeySchema,
    /** Route of the workshop, e.g. `taller-de-ciencias`. */
    slug: SlugSchema,
    /** e.g. `Taller de Ciencias`. */
    title: z.string().min(1),
    /** One-line summary shown on the course tile. */
    summary: z.string().min(1),
    /** Introduction shown above the videos. */
    description: z.string().min(1),
    tileImage: ImageSchema,
    titleImage: ImageSchema,
    /** Poster shown in place of a video until the visitor presses play. */
    poster: ImageSchema,
    /** Diploma background; the child's name is written on it when downloaded. */
    diploma: ImageSchema,
    /** 5 or 6 cards. */
    cards: z.array(CourseCardSchema).min(5).max(6),
    questionary: z.object({
      question: z.string().min(1),
      /** Exactly options A, B and C, in that order. */
      answers: z
        .array(z.object({ letter: AnswerLetterSchema, text: z.string().min(1) }))
        .length(3)
        .refine((answers) => answers.map((a) => a.letter).join('') === 'ABC', 'las respuestas deben ser A, B y C en orden'),
      /** The correct option. */
      correct: AnswerLetterSchema,
    }),
  })
  .refine((course) => new Set(course.cards.map((card) => card.id)).size === course.cards.length, {
    message: 'ids de tarjeta repetidos',
    path: ['cards'],
  });
export type Course = z.output<typeof CourseSchema>;

/** `raw-data/content/courses.json`. */
export const CoursesFileSchema = z
  .object({
    /** Image of the completion overlay shown after the course form is sent. */
    completionImage: ImageSchema,
    /** The four courses, one per key. */
    courses: z.array(CourseSchema).length(4),
  })
  .refine((file) => new Set(file.courses.map((c) => c.key)).size === 4, { message: 'cada curso debe tener una clave distinta', path: ['courses'] });
export type CoursesFile = z.output<typeof CoursesFileSchema>;
