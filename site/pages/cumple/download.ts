/** Name of the downloaded greeting. */
export const GREETING_FILE = 'my-cheer.png';

/**
 * Draws the greeting element as a PNG (twice its size on screen, no cache busting) and
 * saves it as `my-cheer.png`. The image library is loaded on first use only.
 */
export async function downloadGreeting(node: HTMLElement): Promise<void> {
  const { toPng } = await import('html-to-image');
  const dataUrl = await toPng(node, { cacheBust: false, pixelRatio: 2 });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = GREETING_FILE;
  document.body.append(link);
  link.click();
  link.remove();
}
