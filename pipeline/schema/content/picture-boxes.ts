/**
 * Every place of the site that shows a picture from the content, with the size its `<img>`
 * declares (CSS pixels). The browser holds that shape on the page before the file arrives, so a
 * file of another shape moves what is below it when it comes (or is stretched, for the diploma
 * drawn on a canvas). The site's components take their `width` and `height` from here, the content
 * schemas say which box each picture field fills (`pictureIn` in common.ts), and the pipeline flags
 * a picture whose file has another shape. No zod here: the site's pages import this.
 */
export const PICTURE_BOXES = {
  /** The banner at the top of a page (telethon, academy, games hub, pets, festival, thank-you). */
  banner: { width: 1200, height: 500 },
  /** What replaces a sent sign-up form. */
  signupSuccess: { width: 800, height: 500 },
  /** The birthday greeting's background, with the child's name written on it. */
  greeting: { width: 800, height: 600 },
  characterPortrait: { width: 500, height: 600 },
  /** A character's name drawn as a title. */
  characterTitle: { width: 600, height: 120 },
  /** A course's tile on /cursos. */
  courseTile: { width: 400, height: 300 },
  /** A course's name drawn as a title on its workshop. */
  courseTitle: { width: 800, height: 160 },
  /** A workshop card's picture, in place of its video until play is pressed. */
  videoPoster: { width: 640, height: 360 },
  /** A course's diploma: its artwork and the exported PNG (A4 landscape at 96 dpi). */
  diploma: { width: 1123, height: 794 },
  /** The picture of the course-completion overlay. */
  completion: { width: 800, height: 600 },
  gameCover: { width: 640, height: 400 },
  dogPhoto: { width: 480, height: 480 },
  foundationLogo: { width: 200, height: 80 },
  partnerLogo: { width: 160, height: 64 },
  siteLogo: { width: 180, height: 48 },
  /** The dog and the cat of the pet pages' footer. */
  petsFooter: { width: 120, height: 120 },
  /** A point's icon on the locator's map and card. */
  mapIcon: { width: 40, height: 50 },
} as const satisfies Record<string, { width: number; height: number }>;

export type PictureBox = keyof typeof PICTURE_BOXES;

/**
 * The slow mobile network the site's pages are measured on, which a picture should cross within
 * a second (`npm run bench`, applied throttling: Lighthouse's slow 4G, 1.6 Mbit/s less the tenth
 * its browser throttling takes off), in bytes a second: 1,474.56 kbit/s, about 184 KB a second.
 */
export const SLOW_4G_BYTES_PER_SECOND = (1.6 * 1024 * 0.9 * 1024) / 8;

/** `{ width, height }` of a box, to spread on an `<img>`. */
export function boxSize(box: PictureBox): { width: number; height: number } {
  const { width, height } = PICTURE_BOXES[box];
  return { width, height };
}
