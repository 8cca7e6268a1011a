import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Finding } from '../findings/finding.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { createAtomicSink } from '../io/write.ts';
import { runPipeline } from '../run.ts';
import { COLLECTION_POINT_COLUMNS } from '../schema/collection-point.ts';
import { ImageSchema, pictureIn } from '../schema/content/common.ts';
import { PICTURE_BOXES, SLOW_4G_BYTES_PER_SECOND } from '../schema/content/picture-boxes.ts';
import { CONTENT } from './content-files.ts';
import { drawnSize, pictureFindings, placedPictures } from './pictures.ts';
import { MEDIA_DIR, SCHEMA_KEY } from './read-content.ts';

const temps: string[] = [];
/** An empty throwaway folder for picture files. */
async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pictures-'));
  temps.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;

/** A JPEG's header as a camera writes it: SOI, an Exif block with the orientation, and the frame's size. */
function jpeg(width: number, height: number, orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])]);
}

describe('placedPictures', () => {
  const schema = z.strictObject({
    hero: z.strictObject({ image: pictureIn('banner', 'Banner.'), alt: z.string() }),
    plain: ImageSchema,
    optional: pictureIn('siteLogo', 'Logo.').optional(),
    cards: z.array(z.strictObject({ poster: pictureIn('videoPoster', 'Poster.') })),
    either: z.union([z.strictObject({ pending: z.literal(true) }), z.strictObject({ cover: pictureIn('gameCover', 'Cover.') })]),
  });

  it('finds each picture field with its path and box, through objects, arrays, optional values and unions', () => {
    const data = schema.parse({
      hero: { image: 'hero/a.svg', alt: 'x' },
      plain: 'misc/b.svg',
      cards: [{ poster: 'cards/1.svg' }, { poster: 'cards/2.svg' }],
      either: { cover: 'games/c.svg' },
    });
    expect(placedPictures(schema, data)).toEqual([
      { value: 'hero/a.svg', field: 'hero.image', box: 'banner' },
      { value: 'cards/1.svg', field: 'cards.0.poster', box: 'videoPoster' },
      { value: 'cards/2.svg', field: 'cards.1.poster', box: 'videoPoster' },
      { value: 'games/c.svg', field: 'either.cover', box: 'gameCover' },
    ]);
  });

  it('gives every picture the sample content names a box', async () => {
    const unplaced: string[] = [];
    for (const dataset of CONTENT) {
      const { [SCHEMA_KEY]: _, ...json } = JSON.parse(await readFile(join('raw-data', dataset.file), 'utf8'));
      const data = dataset.schema.parse(json);
      const placed = new Set(placedPictures(dataset.schema, data).map((picture) => picture.value));
      const images = JSON.stringify(data).match(/"[a-z0-9/-]+\.(svg|png|jpg|webp)"/g) ?? [];
      for (const image of images) if (!placed.has(JSON.parse(image))) unplaced.push(`${dataset.file}: ${image}`);
    }
    expect(unplaced).toEqual([]);
  });
});

describe('drawnSize', () => {
  it('reads an SVG by width and height, or by its viewBox', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'a.svg'), svg('width="1200" height="500"'));
    await writeFile(join(dir, 'b.svg'), svg('viewBox="0 0 640 360"'));
    await writeFile(join(dir, 'c.svg'), svg(''));
    await writeFile(join(dir, 'd.png'), 'not a png');
    expect(await drawnSize(join(dir, 'a.svg'))).toEqual({ width: 1200, height: 500 });
    expect(await drawnSize(join(dir, 'b.svg'))).toEqual({ width: 640, height: 360 });
    expect(await drawnSize(join(dir, 'c.svg'))).toBeNull();
    expect(await drawnSize(join(dir, 'd.png'))).toBeNull();
    expect(await drawnSize(join(dir, 'missing.svg'))).toBeNull();
  });

  it('turns a phone photo as the browser shows it (EXIF orientation 5 to 8 is a quarter turn)', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'upright.jpg'), jpeg(640, 480, 1));
    await writeFile(join(dir, 'turned.jpg'), jpeg(640, 480, 6));
    expect(await drawnSize(join(dir, 'upright.jpg'))).toEqual({ width: 640, height: 480 });
    expect(await drawnSize(join(dir, 'turned.jpg'))).toEqual({ width: 480, height: 640 });
  });
});

/** A PNG of `width`×`height` as far as its header says, `bytes` long (the rest noise, as a photo's data is to a compressor). */
function png(width: number, height: number, bytes: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

describe('pictureFindings', () => {
  const picture = (value: string) => ({ value, field: 'hero.image', box: 'banner' as const });

  it("passes a picture of its box's shape, at any size, and within 1 %; flags another shape with file, line and field", async () => {
    const dir = await folder();
    await writeFile(join(dir, 'double.svg'), svg('width="2400" height="1000"'));
    await writeFile(join(dir, 'close.svg'), svg('width="1200" height="503"'));
    await writeFile(join(dir, 'square.svg'), svg('width="1200" height="1200"'));
    expect(await pictureFindings('content/teleton.json', 6, picture('double.svg'), join(dir, 'double.svg'))).toEqual([]);
    expect(await pictureFindings('content/teleton.json', 6, picture('close.svg'), join(dir, 'close.svg'))).toEqual([]);
    expect(await pictureFindings('content/teleton.json', 6, picture('square.svg'), join(dir, 'square.svg'))).toMatchObject([
      {
        file: 'content/teleton.json',
        line: 6,
        field: 'hero.image',
        code: 'picture-shape',
        severity: 'warning',
        raw: 'square.svg',
        message:
          'media/square.svg mide 1200×1200 y el sitio la muestra en 1200×500: al llegar, la página se mueve o la imagen se deforma. Use una imagen de 1200×500 o de la misma proporción',
      },
    ]);
  });

  it('flags a picture over a second of the slow mobile network, an SVG by its compressed bytes', async () => {
    const dir = await folder();
    const limit = Math.floor(SLOW_4G_BYTES_PER_SECOND);
    await writeFile(join(dir, 'light.png'), png(1200, 500, limit));
    await writeFile(join(dir, 'heavy.png'), png(1200, 500, 400_000));
    await writeFile(join(dir, 'huge.jpg'), Buffer.concat([jpeg(1200, 500, 1), randomBytes(3 * 1024 * 1024)]));
    // 600 KB of the same drawing again and again compress to a few KB; 300 KB of an embedded photo do not.
    await writeFile(join(dir, 'repeated.svg'), svg(`width="1200" height="500"><g>${'<rect x="1" y="2" width="3" height="4"/>'.repeat(15_000)}</g`));
    await writeFile(
      join(dir, 'embedded.svg'),
      svg(`width="1200" height="500"><image href="data:image/jpeg;base64,${randomBytes(300_000).toString('base64')}"/`),
    );
    const codes = async (file: string) => (await pictureFindings('content/teleton.json', 6, picture(file), join(dir, file))).map((item) => item.code);
    expect(await codes('light.png')).toEqual([]);
    expect(await codes('repeated.svg')).toEqual([]);
    expect(await codes('embedded.svg')).toEqual(['picture-heavy']);
    const [heavy] = await pictureFindings('content/teleton.json', 6, picture('heavy.png'), join(dir, 'heavy.png'));
    expect(heavy).toMatchObject({
      file: 'content/teleton.json',
      line: 6,
      field: 'hero.image',
      code: 'picture-heavy',
      severity: 'warning',
      message:
        'media/heavy.png pesa 391 KB: tarda unos 2,1 s en llegar por 4G lento (1,4 Mbit/s), y la página se ve incompleta mientras tanto. Use una imagen de 1200×500 comprimida (JPEG o WebP de calidad 80), que suele pesar mucho menos',
    });
    const [huge] = await pictureFindings('content/teleton.json', 6, picture('huge.jpg'), join(dir, 'huge.jpg'));
    expect(huge?.message).toMatch(/^media\/huge\.jpg pesa 3,0 MB: tarda unos 16,7 s/);
  });
});

describe('a build with pictures of the wrong shape', () => {
  it('names each in the report, by content file, line and field (a CSV icon by its row), and publishes them as they are', async () => {
    const { dir, raw } = await makeRawDir('shape-run-');
    temps.push(dir);
    await writeFile(join(raw, MEDIA_DIR, 'hero/teleton.svg'), svg('width="1200" height="900"'));
    await writeFile(join(raw, MEDIA_DIR, 'icons/contenedor.svg'), svg('viewBox="0 0 50 50"'));
    await writeFile(join(raw, 'collection-points.csv'), `${COLLECTION_POINT_COLUMNS.join(',')}\n`);
    await writeFile(
      join(raw, 'clean-points.csv'),
      'comuna,region,name,addres,image,lat,lng\nÑuñoa,RM,Punto,,contenedor.svg,-33.4569,-70.5976\nÑuñoa,RM,Otro,,punto-verde.svg,-33.4570,-70.5977\n',
    );
    const found: Finding[] = [];
    const sink = createAtomicSink(join(dir, 'out'));
    await runPipeline(raw, { sink, onFinding: (item) => found.push(item) });
    await sink.commit();
    const shapes = found.filter((item) => item.code.startsWith('picture-')).map(({ file, line, field, code }) => ({ file, line, field, code }));
    expect(shapes).toEqual([
      { file: 'content/teleton.json', line: 6, field: 'hero.image', code: 'picture-shape' },
      { file: 'clean-points.csv', line: 2, field: 'image', code: 'picture-shape' },
    ]);
    expect(await readFile(join(dir, 'out', MEDIA_DIR, 'hero/teleton.svg'), 'utf8')).toContain('height="900"');
    const { width, height } = PICTURE_BOXES.banner;
    expect(found.find((item) => item.field === 'hero.image')?.message).toContain(`${width}×${height}`);
  });
});
