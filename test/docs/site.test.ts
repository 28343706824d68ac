/**
 * The built docs site in a real browser: serves docs/.vitepress/dist on 127.0.0.1, opens every
 * page in headless Chromium (playwright-core, Debian's chromium), and checks that no page logs a
 * console error or has a broken internal link or image, that llms.txt lists live pages, that every
 * entry of `exports` has reference pages, that the local search puts the `createTool` options page
 * first for each option of the seed docs, that the lifecycle page's wide table fits its column at
 * 1280 px and on a phone, and that long code lines wrap. Screenshots go to test-results/docs/. Run `npm run docs:build` first; `.ci/lanes/50-docs.sh` does both.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
/** package.json, for its `exports`. */
const PACKAGE = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
/** Entries imported for their effect only: a page, but no function or type of their own. */
const SIDE_EFFECT_ENTRIES = new Set(['./tools/zod3', './tools/zod-mini', './tools/json-schema']);
/**
 * The options of `createTool` in the seed docs (Mastra's reference), `id` through `onOutput`, that
 * a search should find on the options page first. `id`, `description`, `mcp`, `strict`,
 * `transform`, `background` and `execute` are words of every page, and are left out.
 */
const SEED_OPTIONS = [
  'inputSchema',
  'outputSchema',
  'toModelOutput',
  'suspendSchema',
  'resumeSchema',
  'requireApproval',
  'requestContextSchema',
  'providerOptions',
  'inputExamples',
  'onInputStart',
  'onInputDelta',
  'onInputAvailable',
  'onOutput',
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
  /** The links of the page's own content (not the nav bar or the sidebar). */
  contentLinks: string[];
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
        contentLinks: Array.from(document.querySelectorAll('.vp-doc a[href]')).map((a) => (a as HTMLAnchorElement).href),
        brokenImages: Array.from(document.images)
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.src),
      }));
      return {
        errors,
        ids: new Set(found.ids),
        links: found.links.map((href) => ({ href, from: path })),
        contentLinks: found.contentLinks,
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

  it('has reference pages for every entry of package.json exports', () => {
    const exported = Object.keys(PACKAGE.exports).filter((key) => key !== './package.json');
    const missing: string[] = [];
    for (const key of exported) {
      const dir = `/reference/api/${key === '.' ? 'toolwright' : `toolwright/${key.slice(2)}`}/`;
      if (!visits.has(dir)) missing.push(`${key}: no ${dir}`);
      // An entry with names links to a page per function, class, interface or type: its own, or
      // (for names it re-exports, as tools/core does) the entry's that documents them.
      const members = (visits.get(dir)?.contentLinks ?? [])
        .map((href) => new URL(href).pathname)
        .filter((path) => /^\/reference\/api\/.+\/(functions|classes|interfaces|type-aliases)\/[^/]+\.html$/.test(path) && visits.has(path));
      if (!SIDE_EFFECT_ENTRIES.has(key) && members.length === 0) missing.push(`${key}: ${dir} links to no function or type page`);
    }
    expect(missing).toEqual([]);
    // createTool has a page of its own, which leads to the page of its options.
    expect(visits.get('/reference/api/toolwright/tools/functions/createTool.html')?.contentLinks.map((href) => new URL(href).pathname)).toContain(
      '/reference/create-tool-options.html',
    );
  });

  it('puts the createTool options page first when searching for an option of the seed docs', { timeout: 300_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(`${site.origin}/`, { waitUntil: 'load' });
    await page.locator('.VPNavBarSearch button').first().click();
    const firsts: Record<string, string> = {};
    for (const option of SEED_OPTIONS) {
      // An empty query empties the list: the next list is this query's, not the last one's.
      await page.locator('#localsearch-input').fill('');
      await page.locator('#localsearch-list li').first().waitFor({ state: 'detached', timeout: 30_000 });
      await page.locator('#localsearch-input').fill(option);
      // Each result is a section of a page that has the word; none means the search missed it.
      const first = page.locator('#localsearch-list li a').first();
      await first.waitFor({ state: 'visible', timeout: 30_000 });
      const href = new URL((await first.getAttribute('href')) ?? '', site.origin);
      firsts[option] = `${href.pathname}${href.hash}`;
      if (option === 'requireApproval') await page.screenshot({ path: join(SHOTS, 'search.png') });
    }
    await page.close();
    expect(firsts).toEqual(Object.fromEntries(SEED_OPTIONS.map((option) => [option, `/reference/create-tool-options.html#${option.toLowerCase()}`])));
  });

  it("lays out the lifecycle page's entries table within its column at 1280 px, and as cards on a phone", { timeout: 60_000 }, async () => {
    const measure = async (width: number, height: number) => {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${site.origin}/concepts/lifecycle.html`, { waitUntil: 'load' });
      const table = page.locator('table.matrix').first();
      await table.waitFor();
      const box = await table.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const container = element.closest('.vp-doc')?.getBoundingClientRect();
        const cells = Array.from(element.querySelectorAll('th, td')).map((cell) => cell.getBoundingClientRect());
        return {
          right: rect.right,
          columnRight: container?.right ?? Number.NaN,
          overflow: element.scrollWidth - element.clientWidth,
          cellsPastTable: cells.filter((cell) => cell.width > 0 && cell.right > rect.right + 1).length,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          headers: element.querySelectorAll('th').length,
          visibleHeaders: Array.from(element.querySelectorAll('th')).filter((th) => {
            const cell = th.getBoundingClientRect();
            return cell.width > 0 && cell.right <= rect.right + 1;
          }).length,
        };
      });
      await page.screenshot({ path: join(SHOTS, `lifecycle-${width}.png`), fullPage: true });
      await page.close();
      return box;
    };
    const desktop = await measure(1280, 900);
    expect(desktop.overflow, 'the table scrolls sideways at 1280 px').toBeLessThanOrEqual(1);
    expect(desktop.right).toBeLessThanOrEqual(desktop.columnRight + 1);
    expect(desktop.cellsPastTable).toBe(0);
    // Every column (one per entry) shows: none is scrolled out of sight.
    expect(desktop.headers).toBeGreaterThanOrEqual(6);
    expect(desktop.visibleHeaders).toBe(desktop.headers);
    const phone = await measure(390, 844);
    expect(phone.pageOverflow, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(0);
    expect(phone.cellsPastTable).toBe(0);
  });

  it("wraps long code lines instead of hiding them (createTool's signature)", { timeout: 60_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.origin}/reference/api/toolwright/tools/functions/createTool.html`, { waitUntil: 'load' });
    const hidden = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.vp-doc div[class*="language-"] pre')).map((pre) => pre.scrollWidth - pre.clientWidth),
    );
    await page.close();
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((px) => px > 1)).toEqual([]);
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
