import { z } from 'zod';
import { AudioSchema } from './content/common.ts';

/**
 * `generated/audio.json`: how long every published MP3 plays, read from the file itself by the
 * pipeline. A page shows a story's length from here, so the player does not download the
 * audio before the visitor presses play.
 */
export const AudioIndexSchema = z.object({
  /** Seconds, to the hundredth, by media path, e.g. `"dogs/kuyen.mp3": 15.8`. */
  seconds: z.record(AudioSchema, z.number().positive()),
});
export type AudioIndex = z.output<typeof AudioIndexSchema>;
