import { BirthdaySchema } from '../schema/content/birthday.ts';
import { CharactersFileSchema } from '../schema/content/characters.ts';
import { CoursesFileSchema } from '../schema/content/course.ts';
import { DogsFileSchema } from '../schema/content/dogs.ts';
import { GamesFileSchema } from '../schema/content/games.ts';
import { LegalFileSchema } from '../schema/content/legal.ts';
import { PagesFileSchema } from '../schema/content/pages.ts';
import { PetsSchema } from '../schema/content/pets.ts';
import { PrivacySchema } from '../schema/content/privacy.ts';
import { SiteSchema } from '../schema/content/site.ts';
import { TeletonSchema } from '../schema/content/teleton.ts';
import type { ContentDataset } from './read-content.ts';

/**
 * The content datasets: hand-edited JSON under raw-data/content/, each validated by its
 * schema and written to generated/content/ under the same name.
 */
export const CONTENT: readonly ContentDataset[] = [
  { file: 'content/site.json', schema: SiteSchema },
  { file: 'content/courses.json', schema: CoursesFileSchema },
  { file: 'content/legal.json', schema: LegalFileSchema },
  { file: 'content/pages.json', schema: PagesFileSchema },
  { file: 'content/teleton.json', schema: TeletonSchema },
  { file: 'content/games.json', schema: GamesFileSchema },
  { file: 'content/characters.json', schema: CharactersFileSchema },
  { file: 'content/birthday.json', schema: BirthdaySchema },
  { file: 'content/dogs.json', schema: DogsFileSchema },
  { file: 'content/pets.json', schema: PetsSchema },
  { file: 'content/privacy.json', schema: PrivacySchema },
];
