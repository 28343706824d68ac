/**
 * Draws the performance page's charts (SVG) from the bench's recorded JSON (bench/results.json,
 * written by `npm run bench -- --json=bench/results.json`): one horizontal bar per timing row,
 * on a log scale, with the quartile bracket as a whisker and the row's target as a tick.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResultsJson, RatioJson, RowJson } from '../../bench/results-json';

/** Where the charts go: docs/public/charts, served as /charts/<name>.svg. */
export const CHARTS_DIR = join('docs', 'public', 'charts');

interface ChartSpec {
  file: string;
  title: string;
  ratio: keyof RowJson['ratios'];
  target: 'reference' | 'floor';
}

const CHARTS: ChartSpec[] = [
  { file: 'vs-reference.svg', title: 'toolwright time / @mastra/core 1.71.0 time (lower is faster)', ratio: 'toolwright/reference', target: 'reference' },
  { file: 'vs-floor.svg', title: 'toolwright time / bare schema validation time (the floor)', ratio: 'toolwright/floor', target: 'floor' },
];

const WIDTH = 820;
const LABEL = 330;
const RIGHT = 70;
const ROW = 20;
const GROUP = 26;
const TOP = 58;

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function fixed(n: number): string {
  return n.toFixed(1);
}

/** One chart of `ratio` for every row that has it, grouped as the bench groups them. */
export function drawChart(results: BenchResultsJson, spec: ChartSpec): string {
  const rows = results.rows.filter((row) => row.ratios[spec.ratio]);
  const values = rows.flatMap((row) => {
    const r = row.ratios[spec.ratio] as RatioJson;
    return [r.low, r.high, row.target?.[spec.target] ?? r.median];
  });
  const lo = 10 ** Math.floor(Math.log10(Math.min(0.5, ...values)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(2, ...values)));
  const plot = WIDTH - LABEL - RIGHT;
  const x = (v: number) => LABEL + ((Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * plot;
  const parts: string[] = [];
  let y = TOP;
  let group = '';
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      y += 6;
      parts.push(`<text x="8" y="${y + 12}" class="group">${xml(group)}</text>`);
      y += GROUP - 6;
    }
    const r = row.ratios[spec.ratio] as RatioJson;
    const mid = y + ROW / 2;
    const target = row.target?.[spec.target];
    const fill = target === undefined ? 'neutral' : r.median <= target ? 'met' : 'missed';
    parts.push(`<text x="${LABEL - 8}" y="${mid + 4}" class="label" text-anchor="end">${xml(row.name)}</text>`);
    parts.push(`<rect x="${fixed(x(lo))}" y="${y + 4}" width="${fixed(x(r.median) - x(lo))}" height="${ROW - 8}" class="${fill}"/>`);
    parts.push(`<line x1="${fixed(x(r.low))}" x2="${fixed(x(r.high))}" y1="${mid}" y2="${mid}" class="whisker"/>`);
    if (target !== undefined) parts.push(`<line x1="${fixed(x(target))}" x2="${fixed(x(target))}" y1="${y + 1}" y2="${y + ROW - 1}" class="target"/>`);
    parts.push(`<text x="${WIDTH - RIGHT + 6}" y="${mid + 4}" class="value">${r.median.toFixed(2)}×</text>`);
    y += ROW;
  }
  const height = y + 34;
  const ticks: string[] = [];
  for (let v = lo; v <= hi * 1.0001; v *= 10) {
    for (const m of [1, 3]) {
      const t = v * m;
      if (t > hi * 1.0001) continue;
      const tx = fixed(x(t));
      ticks.push(`<line x1="${tx}" x2="${tx}" y1="${TOP - 4}" y2="${y}" class="${t === 1 ? 'one' : 'grid'}"/>`);
      ticks.push(`<text x="${tx}" y="${y + 16}" class="tick" text-anchor="middle">${t >= 1 ? t : t.toPrecision(1)}×</text>`);
    }
  }
  const load = results.loadAverage === undefined ? '' : `, load ${results.loadAverage}`;
  const caption = `Node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}${load}), ${results.date.slice(0, 10)}. Bar: median; whisker: quartiles; tick: target; green: met, red: not met.`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="${xml(spec.title)}">`,
    '<style>text{font:12px system-ui,-apple-system,Segoe UI,sans-serif;fill:#3c3c43}.title{font-size:14px;font-weight:600}.group{font-weight:600}',
    '.caption{font-size:11px;fill:#67676c}.tick,.value{font-size:11px}.met{fill:#3f9b6b}.missed{fill:#d0564b}.neutral{fill:#7f8fa6}',
    '.whisker{stroke:#1f2328;stroke-width:1.2}.target{stroke:#1f2328;stroke-width:2}.grid{stroke:#e2e2e3}.one{stroke:#8e8e93;stroke-dasharray:3 3}</style>',
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    `<text x="8" y="20" class="title">${xml(spec.title)}</text>`,
    `<text x="8" y="38" class="caption">${xml(caption)}</text>`,
    ...ticks,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

/** Draws every chart into docs/public/charts; returns the files written. Throws without results. */
export function drawCharts(root: string): string[] {
  const source = join(root, 'bench', 'results.json');
  if (!existsSync(source)) throw new Error('bench/results.json is missing: run `npm run bench -- --json=bench/results.json`');
  const results = JSON.parse(readFileSync(source, 'utf8')) as BenchResultsJson;
  if (results.version !== 1) throw new Error(`bench/results.json: unknown version ${String(results.version)}`);
  const out = join(root, CHARTS_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  return CHARTS.map((spec) => {
    const file = join(out, spec.file);
    writeFileSync(file, drawChart(results, spec));
    return file;
  });
}
