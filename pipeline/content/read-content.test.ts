import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3Seconds } from './read-content.ts';

/**
 * `frames` MPEG-1 Layer III frames at 128 kbit/s and 44.1 kHz, no padding: 417 bytes each
 * (144 × 128000 / 44100, rounded down), 1152 samples each, so the file plays for exactly
 * frames × 1152 / 44100 seconds. The header is 0xFFFB9000; the rest of each frame is silence.
 */
function mp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mp3-seconds-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mp3Seconds', () => {
  it('counts every frame: 100 and 1,000 frames play 2.61 and 26.12 s', async () => {
    await writeFile(join(dir, 'short.mp3'), mp3(100));
    await writeFile(join(dir, 'long.mp3'), mp3(1000));
    expect(await mp3Seconds(join(dir, 'short.mp3'))).toBe(Math.round((100 * 1152 * 100) / 44100) / 100);
    expect(await mp3Seconds(join(dir, 'long.mp3'))).toBe(Math.round((1000 * 1152 * 100) / 44100) / 100);
  });

  it('reads the published stories (MPEG-2 Layer III at 22.05 kHz)', async () => {
    const seconds = await mp3Seconds('raw-data/media/characters/rodolfa.mp3');
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(60);
  });

  it('gives null for a file that is not an MP3, an empty file and a missing one', async () => {
    await writeFile(join(dir, 'image.mp3'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'empty.mp3'), '');
    expect(await mp3Seconds(join(dir, 'image.mp3'))).toBeNull();
    expect(await mp3Seconds(join(dir, 'empty.mp3'))).toBeNull();
    expect(await mp3Seconds(join(dir, 'missing.mp3'))).toBeNull();
    expect(await mp3Seconds('raw-data/media/characters/rodolfa.svg')).toBeNull();
  });
});
