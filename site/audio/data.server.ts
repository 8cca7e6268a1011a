import audioJson from '../../generated/audio.json';
import { AudioIndexSchema } from '../../pipeline/schema/audio.ts';

/** Parsed once: how long each published MP3 plays (generated/audio.json, measured by the pipeline). */
let index: Record<string, number> | undefined;

/** How long the MP3 named as in the content (e.g. `dogs/kuyen.mp3`) plays, in seconds. */
export function audioSeconds(path: string): number {
  index ??= AudioIndexSchema.parse(audioJson).seconds;
  const seconds = index[path];
  if (seconds === undefined) throw new Error(`Falta la duración de ${path} en generated/audio.json: ejecute npm run pipeline -- build`);
  return seconds;
}
