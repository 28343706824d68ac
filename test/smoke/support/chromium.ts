// Chromium (Debian's) driven by playwright-core: the page bundle in a page served by request
// interception on http://localhost (a secure context, so Web Crypto is there), its JSON read
// from the DOM, and a screenshot kept under test-output/.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './runtimes';

/** The flags this machine's closed network needs (no background connections, no updates). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>toolwright smoke</title></head>
<body><h1>toolwright smoke scenario</h1><pre id="results"></pre>
<script type="module" src="/page.mjs"></script></body></html>`;

/** Where the screenshot is kept. */
export const SCREENSHOT = join(root, 'test-output/smoke/chromium.png');

/** Runs the page bundle in headless Chromium; returns the JSON the page wrote. */
export async function runPage(executablePath: string, bundle: string): Promise<unknown> {
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.route('**/*', (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (pathname === '/page.mjs') return route.fulfill({ contentType: 'text/javascript', body: readFileSync(bundle, 'utf8') });
      return route.abort();
    });
    await page.goto('http://localhost/');
    try {
      await page.waitForSelector('#results[data-done="true"]', { state: 'attached', timeout: 60_000 });
    } catch (error) {
      throw new Error(`the page never finished: ${errors.join('\n') || String(error)}`);
    }
    const text = await page.textContent('#results');
    mkdirSync(join(root, 'test-output/smoke'), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    return JSON.parse(text ?? 'null');
  } finally {
    await browser.close();
  }
}
