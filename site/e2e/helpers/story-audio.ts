import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { AudioIndexSchema } from '../../../pipeline/schema/audio.ts';
import { hydrated } from './hydrated.ts';

/** How long each story plays, in seconds, as the pipeline measured it (generated/audio.json), by media path. */
export const PUBLISHED_SECONDS = AudioIndexSchema.parse(JSON.parse(readFileSync(resolve('generated/audio.json'), 'utf8'))).seconds;

/** Every MP3 the page requests from now on: the list fills as the requests are made. */
export function audioRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.mp3')) urls.push(request.url());
  });
  return urls;
}

/** The page's `<audio>` element as the browser sees it. */
export const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    currentTime: audio.currentTime,
    duration: audio.duration,
    volume: audio.volume,
  }));

/** A page with an audio story: where it is, whose story it is, and how long it plays. */
export interface Story {
  path: string;
  name: string;
  seconds: number;
}

/** Seconds shown in a `00m 07s` display. */
export const shownSeconds = (text: string | null) => {
  const match = /^(\d+)m (\d+)s$/.exec(text?.trim() ?? '');
  if (!match) throw new Error(`tiempo con formato inesperado: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/**
 * Plays `first` from half way, then follows a link to `second` (a page load: the story pages have
 * no router) and checks that the second story's player starts fresh: stopped, at 00m 00s, with its
 * own length.
 */
export async function expectFreshStoryAfter(page: Page, first: Story, second: Story): Promise<void> {
  if (Math.floor(first.seconds) === Math.floor(second.seconds)) throw new Error('dos historias del mismo largo no distinguen el caso');
  await page.goto(first.path);
  await hydrated(page);
  await page.getByRole('slider', { name: `Posición en la historia de ${first.name}` }).fill('50');
  await page.getByRole('button', { name: `Reproducir la historia de ${first.name}` }).click();
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(1);

  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'siguiente';
    document.body.append(link);
    link.click();
  }, second.path);
  await expect(page).toHaveURL(new RegExp(`${second.path}$`));
  await hydrated(page);
  await expect(page.getByRole('button', { name: `Reproducir la historia de ${second.name}` })).toBeVisible();
  await expect(page.locator('.audio-elapsed')).toHaveText('00m 00s');
  await expect.poll(async () => shownSeconds(await page.locator('.audio-total').textContent())).toBe(Math.floor(second.seconds));
  expect(await audioState(page)).toMatchObject({ paused: true, currentTime: 0 });
}
