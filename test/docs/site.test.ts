/**
 * The built docs site in a real browser: serves docs/.vitepress/dist on 127.0.0.1, opens every
 * page in headless Chromium (playwright-core, Debian's chromium), and checks that no page logs a
 * console error or has a broken internal link or image, that llms.txt lists live pages, and that
 * the local search finds `requireApproval`. Screenshots of the home page and the lifecycle page
 * go to test-results/docs/. Run `npm run docs:build` first; `.ci/lanes/50-docs.sh` does both.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticSite, serveStatic } from './static-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(root, 'docs', '.vitepress', 'dist');
const SHOTS = join(root, 'test-results', 'docs');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Flags that keep Chromium off the network: this machine refuses every outside connection. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Tabs open at once: the machine has two cores. */
const TABS = 3;

const missing = [!existsSync(CHROMIUM) && `Chromium (${CHROMIUM})`, !existsSync(join(DIST, 'index.html')) && 'the built site (npm run docs:build)']
  .filter(Boolean)
  .join(' and ');
// Written to stderr directly: the vitest config silences console output.
if (missing && process.env['CI'] !== 'true') process.stderr.write(`docs site test skipped: ${missing} not found\n`);

/** Every page of the build, as a URL path: `/`, `/getting-started.html`, … (404.html aside). */
function sitePages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html') && path !== join(DIST, '404.html')) pages.push(`/${relative(DIST, path).split('\\').join('/')}`);
    }
  };
  walk(DIST);
  return pages.map((page) => page.replace(/(^|\/)index\.html$/, '$1')).sort();
}

/** The canonical path of an internal URL: `/a/index.html` and `/a/` are one page, `/a` is `/a.html`. */
function canonical(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('/') || pathname.endsWith('.html') || /\.[a-z0-9]+$/i.test(pathname)) return pathname;
  return `${pathname}.html`;
}

interface Visit {
  errors: string[];
  ids: Set<string>;
  links: Array<{ href: string; from: string }>;
  brokenImages: string[];
}

describe.skipIf(missing !== '' && process.env['CI'] !== 'true')('the docs site in Chromium', () => {
  let site: StaticSite;
  let browser: Browser;
  const visits = new Map<string, Visit>();

  beforeAll(async () => {
    if (missing) throw new Error(`CI=true and ${missing} is missing`);
    mkdirSync(SHOTS, { recursive: true });
    site = await serveStatic(DIST);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  async function visit(page: Page, path: string): Promise<Visit> {
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    };
    const onError = (error: Error) => errors.push(`page error: ${error.message}`);
    const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
      // ERR_ABORTED is a prefetch cancelled by the next navigation, not a missing file.
      if (request.url().startsWith(site.origin) && request.failure()?.errorText !== 'net::ERR_ABORTED')
        errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    };
    const onResponse = (response: { url(): string; status(): number }) => {
      if (response.url().startsWith(site.origin) && response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
    };
    page.on('console', onConsole);
    page.on('response', onResponse);
    page.on('pageerror', onError);
    page.on('requestfailed', onFailed);
    try {
      const response = await page.goto(site.origin + path, { waitUntil: 'load' });
      if (response?.status() !== 200) errors.push(`status ${response?.status()}`);
      const found = await page.evaluate(() => ({
        ids: Array.from(document.querySelectorAll('[id]')).map((element) => element.id),
        links: Array.from(document.querySelectorAll('a[href]')).map((a) => (a as HTMLAnchorElement).href),
        brokenImages: Array.from(document.images)
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.src),
      }));
      return {
        errors,
        ids: new Set(found.ids),
        links: found.links.map((href) => ({ href, from: path })),
        brokenImages: found.brokenImages,
      };
    } finally {
      page.off('console', onConsole);
      page.off('response', onResponse);
      page.off('pageerror', onError);
      page.off('requestfailed', onFailed);
    }
  }

  it('opens every page without a console error or a broken image', { timeout: 600_000 }, async () => {
    const pages = sitePages();
    expect(pages).toContain('/');
    expect(pages).toContain('/concepts/lifecycle.html');
    expect(pages.some((page) => page.startsWith('/reference/api/'))).toBe(true);
    const queue = [...pages];
    const context = await browser.newContext();
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) visits.set(canonical(path), await visit(page, path));
        await page.close();
      }),
    );
    await context.close();
    const problems = [...visits].flatMap(([path, v]) => [...v.errors, ...v.brokenImages.map((src) => `broken image ${src}`)].map((p) => `${path}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('has no broken internal link: every target is a page of the site, every anchor exists there', async () => {
    expect(visits.size).toBeGreaterThan(0);
    const broken: string[] = [];
    const assets = new Map<string, number>();
    for (const { links } of visits.values()) {
      for (const { href, from } of links) {
        const url = new URL(href);
        if (url.origin !== site.origin) continue;
        const path = canonical(url.pathname);
        const target = visits.get(path);
        if (!target) {
          // Not a page (llms.txt, an SVG): it must at least be served.
          if (!assets.has(path)) assets.set(path, (await fetch(site.origin + path)).status);
          if (assets.get(path) !== 200) broken.push(`${from} → ${href} (${assets.get(path)})`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && !target.ids.has(hash)) broken.push(`${from} → ${href} (no #${hash} on ${path})`);
      }
    }
    expect([...new Set(broken)]).toEqual([]);
  });

  it('serves llms.txt, whose every link is a page of the site', async () => {
    const response = await fetch(`${site.origin}/llms.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('# toolwright\n')).toBe(true);
    const links = [...text.matchAll(/\]\((\/[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(links).toContain('/guide/testing.html');
    expect(links.filter((link) => !visits.has(canonical(link)))).toEqual([]);
  });

  it('finds requireApproval with the site search', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/`, { waitUntil: 'load' });
    await page.locator('.VPNavBarSearch button').first().click();
    await page.locator('#localsearch-input').fill('requireApproval');
    // Each result is a section of a page that has the word; none means the search missed it.
    await page.locator('#localsearch-list li').first().waitFor({ state: 'visible', timeout: 30_000 });
    const results = await page.locator('#localsearch-list li').allTextContents();
    expect(results.length).toBeGreaterThan(0);
    expect(await page.locator('.no-results').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'search.png') });
    await page.close();
  });

  it('saves screenshots of the home page and the lifecycle page', { timeout: 60_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [path, file] of [
      ['/', 'home.png'],
      ['/concepts/lifecycle.html', 'lifecycle.png'],
    ] as const) {
      await page.goto(site.origin + path, { waitUntil: 'load' });
      await page.screenshot({ path: join(SHOTS, file), fullPage: true });
      expect(existsSync(join(SHOTS, file))).toBe(true);
    }
    await page.close();
  });
});
