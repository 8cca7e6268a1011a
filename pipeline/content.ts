import type { ContentDataset } from './steps/content.ts';
import { CoursesFileSchema } from './schema/content/course.ts';
import { LegalFileSchema } from './schema/content/legal.ts';
import { PagesFileSchema } from './schema/content/pages.ts';
import { SiteSchema } from './schema/content/site.ts';

/**
 * The content datasets: hand-edited JSON under raw-data/content/, each validated by its
 * schema and written to generated/content/ under the same name.
 */
export const CONTENT: readonly ContentDataset[] = [
  { file: 'content/site.json', schema: SiteSchema },
  { file: 'content/courses.json', schema: CoursesFileSchema },
  { file: 'content/legal.json', schema: LegalFileSchema },
  { file: 'content/pages.json', schema: PagesFileSchema },
];
