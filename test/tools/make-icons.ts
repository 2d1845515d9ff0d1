/**
 * Render the PWA icons `public/icon-192.png` and `public/icon-512.png` from `public/icon.svg` with
 * Debian Chromium (playwright-core screenshots; no browser is downloaded).
 * Run: `npx tsx test/tools/make-icons.ts`. Throws when the SVG is missing or Chromium fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { launchChromium } from '../browser/chromium.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SIZES_PX = [192, 512] as const;

/** Render `public/icon.svg` to a square PNG of `sizePx` pixels and return its bytes. */
async function render(svg: string, sizePx: number, browser: Awaited<ReturnType<typeof launchChromium>>): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: sizePx, height: sizePx }, deviceScaleFactor: 1 });
  try {
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<img id="icon" src="${src}" width="${sizePx}" height="${sizePx}" style="display:block"></body></html>`,
    );
    await page.locator('#icon').evaluate((img: HTMLImageElement) => img.decode());
    return await page.locator('#icon').screenshot({ omitBackground: true, type: 'png' });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const svg = readFileSync(join(REPO, 'public', 'icon.svg'), 'utf8');
  const browser = await launchChromium();
  try {
    for (const size of SIZES_PX) {
      const png = await render(svg, size, browser);
      const out = join(REPO, 'public', `icon-${size}.png`);
      writeFileSync(out, png);
      console.log(`wrote ${out} (${png.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
