import { z } from 'zod';
import { pictureIn, SlugSchema } from './common.ts';

/** The four course keys; also the values of localStorage `courseMode`. */
export const CourseKeySchema = z.enum(['science', 'crafts', 'tiktok', 'kitchen']);
export type CourseKey = z.output<typeof CourseKeySchema>;

export const AnswerLetterSchema = z.enum(['A', 'B', 'C']);
export type AnswerLetter = z.output<typeof AnswerLetterSchema>;

/** A video on a video-sharing site, loaded only when the visitor asks for it. */
export const VideoSchema = z.strictObject({
  provider: z.literal('youtube'),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'id de video de 11 caracteres')
    .describe('The 11-character video id, e.g. `dQw4w9WgXcQ`.'),
});
export type Video = z.output<typeof VideoSchema>;

/** One workshop card: a video with its title, description and its own poster. */
export const CourseCardSchema = z.strictObject({
  id: SlugSchema.describe('Unique within the course, e.g. `ciencias-1`.'),
  video: VideoSchema,
  title: z.string().min(1).describe("Card title (the spec's `titleDescription`)."),
  description: z.string().min(1),
  poster: pictureIn(
    'videoPoster',
    "This card's picture, shown in place of its video until the visitor presses play, e.g. `courses/cards/ciencias-1.svg`; each card its own, so the cards of a course can be told apart.",
  ),
});
export type CourseCard = z.output<typeof CourseCardSchema>;

export const CourseSchema = z
  .strictObject({
    key: CourseKeySchema,
    slug: SlugSchema.describe('Route of the workshop, e.g. `taller-de-ciencias`.'),
    title: z.string().min(1).describe('e.g. `Taller de Ciencias`.'),
    summary: z.string().min(1).describe('One-line summary shown on the course tile.'),
    description: z.string().min(1).describe('Introduction shown above the videos.'),
    tileImage: pictureIn('courseTile', "The course's tile on /cursos, e.g. `courses/science-tile.svg`."),
    titleImage: pictureIn('courseTitle', "The course's name drawn as a title above its workshop; the heading says the same in text."),
    diploma: pictureIn('diploma', "Diploma background; the child's name is written on it when downloaded."),
    cards: z.array(CourseCardSchema).min(5).max(6).describe('5 or 6 cards.'),
    questionary: z.strictObject({
      question: z.string().min(1),
      answers: z
        .array(z.strictObject({ letter: AnswerLetterSchema, text: z.string().min(1) }))
        .length(3)
        .refine((answers) => answers.map((a) => a.letter).join('') === 'ABC', 'las respuestas deben ser A, B y C en orden')
        .describe('Exactly options A, B and C, in that order.'),
      correct: AnswerLetterSchema.describe('The correct option.'),
    }),
  })
  .refine((course) => new Set(course.cards.map((card) => card.id)).size === course.cards.length, {
    message: 'ids de tarjeta repetidos',
    path: ['cards'],
  })
  .refine((course) => new Set(course.cards.map((card) => card.poster)).size === course.cards.length, {
    message: 'cada tarjeta necesita su propia imagen: hay imágenes repetidas',
    path: ['cards'],
  });
export type Course = z.output<typeof CourseSchema>;

/** `raw-data/content/courses.json`. */
export const CoursesFileSchema = z
  .strictObject({
    completionImage: pictureIn('completion', 'Image of the completion overlay shown after the course form is sent.'),
    courses: z.array(CourseSchema).length(4).describe('The four courses, one per key.'),
  })
  .refine((file) => new Set(file.courses.map((c) => c.key)).size === 4, { message: 'cada curso debe tener una clave distinta', path: ['courses'] });
export type CoursesFile = z.output<typeof CoursesFileSchema>;
