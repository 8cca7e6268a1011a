import { PICTURE_BOXES } from '../../../pipeline/schema/content/picture-boxes.ts';
import type { DiplomaCourse } from './types.ts';

/** Size of the diploma artwork and of the exported PNG (A4 landscape at 96 dpi): the pipeline flags artwork of another shape. */
export const DIPLOMA_WIDTH = PICTURE_BOXES.diploma.width;
export const DIPLOMA_HEIGHT = PICTURE_BOXES.diploma.height;

/** The empty band of the artwork where the name goes (the same on the four diplomas). */
const NAME_BAND = { x: 181, y: 326, width: 761, height: 112 };
const NAME_MAX_WIDTH = NAME_BAND.width - 64;
/** The name sits on the band's line, a little above its bottom edge. */
const NAME_BASELINE = NAME_BAND.y + NAME_BAND.height - 34;
const NAME_COLOUR = '#1d2433';
const FONT = (size: number) => `bold ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** Draws the diploma with the child's name centred in its band and returns it as a PNG. */
export async function renderDiploma(diplomaUrl: string, name: string): Promise<Blob> {
  const image = await loadImage(diplomaUrl);
  const canvas = document.createElement('canvas');
  canvas.width = DIPLOMA_WIDTH;
  canvas.height = DIPLOMA_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('El navegador no permite dibujar en un canvas');
  context.drawImage(image, 0, 0, DIPLOMA_WIDTH, DIPLOMA_HEIGHT);

  // Long names shrink until they fit inside the band.
  let size = 64;
  context.font = FONT(size);
  while (context.measureText(name).width > NAME_MAX_WIDTH && size > 24) {
    size -= 4;
    context.font = FONT(size);
  }
  context.fillStyle = NAME_COLOUR;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  context.fillText(name, NAME_BAND.x + NAME_BAND.width / 2, NAME_BASELINE);

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No se pudo exportar el PNG'))), 'image/png');
  });
}

/** Saves a file through a temporary `<a download>`. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The diploma's file name, e.g. `diploma-science.png`. */
export function diplomaFilename(course: Pick<DiplomaCourse, 'key'>): string {
  return `diploma-${course.key}.png`;
}

/** Draws and downloads the course's diploma with the child's name. Rejects when it cannot. */
export async function downloadDiploma(course: DiplomaCourse, name: string): Promise<void> {
  const blob = await renderDiploma(course.diplomaUrl, name.trim());
  saveBlob(blob, diplomaFilename(course));
}
