import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatTime } from '../audio/time-format.ts';
import { hydrated } from './helpers/hydrated.ts';
import { audioRequests, audioState, expectFreshStoryAfter, PUBLISHED_SECONDS, shownSeconds } from './helpers/story-audio.ts';

interface CharacterContent {
  slug: string;
  name: string;
  audio: string;
  transcript: string;
}

// The published content the site was built from.
const { characters } = JSON.parse(readFileSync(resolve('generated/content/characters.json'), 'utf8')) as {
  characters: CharacterContent[];
};

const SPEC_NAMES = ['Rodolfa', 'Wandita', 'Dasher', 'Mia', 'Tamy', 'Cometa', 'Joe'];

test('the content has the seven characters of the specification', () => {
  expect(characters.map((c) => c.name)).toEqual(SPEC_NAMES);
});

test('every character has a full-screen page (no header or footer, title, portrait, a way back) whose own story plays', async ({ page }) => {
  test.setTimeout(characters.length * 10_000);
  // The seven pages one after another, as a visitor goes from one story to the next.
  for (const character of characters) {
    await page.goto(`/${character.slug}`);
    await hydrated(page);
    await expect.soft(page.getByRole('banner'), character.slug).toHaveCount(0);
    await expect.soft(page.getByRole('contentinfo'), character.slug).toHaveCount(0);
    await expect.soft(page.getByRole('heading', { level: 1, name: character.name }), character.slug).toBeVisible();
    await expect.soft(page.locator('.character-title img'), character.slug).toBeVisible();
    await expect.soft(page.getByRole('img', { name: new RegExp(`^${character.name}, `) }), character.slug).toBeVisible();
    await expect.soft(page.getByRole('link', { name: /Volver a Luna de juegos/ }), character.slug).toHaveAttribute('href', '/luna-de-juegos');
    // Its own MP3 decodes and plays in the browser, as long as the pipeline measured it.
    await page.getByRole('button', { name: `Reproducir la historia de ${character.name}` }).click();
    await expect.poll(async () => (await audioState(page)).currentTime, { message: character.slug }).toBeGreaterThan(0);
    const playing = await audioState(page);
    expect
      .soft({ slug: character.slug, paused: playing.paused, length: Math.abs(playing.duration - (PUBLISHED_SECONDS[character.audio] ?? 0)) < 0.5 })
      .toEqual({
        slug: character.slug,
        paused: false,
        length: true,
      });
    await page.getByRole('button', { name: `Pausar la historia de ${character.name}` }).click();
  }
});

// The player is one component for every story page: its behaviour on the first character's.
test.describe(`the story player, on /${characters[0]?.slug}`, () => {
  const character = characters[0]!;

  test('plays the story: the clock runs, the volume is 0.1, the slider seeks, pause stops the clock', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/${character.slug}`);
    await hydrated(page);
    const elapsed = page.locator('.audio-elapsed');
    const total = page.locator('.audio-total');
    const slider = page.getByRole('slider', { name: `Posición en la historia de ${character.name}` });
    await expect(elapsed).toHaveText('00m 00s');
    await expect(slider).toHaveAttribute('step', '0.01');

    await page.getByRole('button', { name: `Reproducir la historia de ${character.name}` }).click();
    const pause = page.getByRole('button', { name: `Pausar la historia de ${character.name}` });
    await expect(pause).toBeVisible();
    // The real MP3 decodes and plays: the total is known and the clock moves past zero.
    await expect(total).toHaveText(/^00m (0[1-9]|[1-5]\d)s$/);
    await expect(elapsed).not.toHaveText('00m 00s');
    const playing = await audioState(page);
    expect(playing.paused).toBe(false);
    expect(playing.volume).toBeCloseTo(0.1, 5);
    expect(playing.duration).toBeGreaterThan(1);
    expect(Number(await slider.inputValue())).toBeGreaterThan(0);

    // Pause: the story's time stops (two reads a quarter of a second apart agree, which they
    // never do while it plays), and the clock shows where it stopped.
    await pause.click();
    await expect(page.getByRole('button', { name: `Reproducir la historia de ${character.name}` })).toBeVisible();
    let previous = Number.NaN;
    await expect
      .poll(
        async () => {
          const { paused: isPaused, currentTime } = await audioState(page);
          const still = isPaused && currentTime === previous;
          previous = currentTime;
          return still;
        },
        { intervals: [250] },
      )
      .toBe(true);
    const paused = await audioState(page);
    await expect(elapsed).toHaveText(formatTime(paused.currentTime));

    // Seek with the keyboard: End goes to the end, Home back to the start, arrows step.
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(paused.duration - 0.5);
    await expect(elapsed).toHaveText((await total.textContent()) ?? '');
    await page.keyboard.press('Home');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeLessThan(0.05);
    await expect(elapsed).toHaveText('00m 00s');

    // Seek by setting the value: half way.
    await slider.fill('50');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(paused.duration / 2, 0);
    // The clock follows on the element's next time update.
    await expect.poll(async () => Math.abs(shownSeconds(await elapsed.textContent()) - paused.duration / 2)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});

test('nothing of a story is downloaded before play: the length shows from the data, and a position chosen first is where it plays from', async ({ page }) => {
  const character = characters[0]!;
  const seconds = PUBLISHED_SECONDS[character.audio]!;
  const requested = audioRequests(page);
  await page.goto(`/${character.slug}`);
  await hydrated(page);
  const total = page.locator('.audio-total');
  const elapsed = page.locator('.audio-elapsed');
  const slider = page.getByRole('slider', { name: `Posición en la historia de ${character.name}` });
  expect(shownSeconds(await total.textContent())).toBe(Math.floor(seconds));
  await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(` de ${Math.floor(seconds)} segundos$`));
  expect(requested).toEqual([]);

  // Half way before playing: the clock shows it, and playback starts there.
  await slider.fill('50');
  await expect.poll(async () => Math.abs(shownSeconds(await elapsed.textContent()) - seconds / 2)).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: `Reproducir la historia de ${character.name}` }).click();
  await expect(page.getByRole('button', { name: `Pausar la historia de ${character.name}` })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(seconds / 2 - 1);
  expect(requested.length).toBeGreaterThan(0);
  // The browser's own decoding agrees with the pipeline's length.
  expect(Math.abs((await audioState(page)).duration - seconds)).toBeLessThan(0.5);
  await page.getByRole('button', { name: `Pausar la historia de ${character.name}` }).click();
});

test("a story's words can be read, with the keyboard alone, by a visitor who cannot hear it", async ({ page }) => {
  const [character] = characters;
  if (!character) throw new Error('no characters');
  await page.goto(`/${character.slug}`);
  await hydrated(page);
  const words = page.locator('.audio-transcript p');
  await expect(words).toBeHidden();
  await page.locator('.audio-transcript summary').focus();
  await page.keyboard.press('Enter');
  await expect(words).toBeVisible();
  await expect(words).toHaveText(character.transcript);
});

test('one story after another: the second starts fresh, with its own length', async ({ page }) => {
  const story = (c: CharacterContent) => ({ path: `/${c.slug}`, name: c.name, seconds: PUBLISHED_SECONDS[c.audio]! });
  await expectFreshStoryAfter(page, story(characters[0]!), story(characters[1]!));
});
