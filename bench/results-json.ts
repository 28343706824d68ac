// `npm run bench -- --json=<file>` writes the timing rows as JSON beside the printed table: the
// docs site draws its performance charts from the committed file (bench/results.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { type Row, rowRatio, type Target, type Timing } from './table';

/** A ratio of two contenders: the median, and the quartile bracket around it. */
export interface RatioJson {
  median: number;
  low: number;
  high: number;
}

/** One timing row of the JSON file: ns/op of each contender, and the ratios the table prints. */
export interface RowJson {
  group: string;
  name: string;
  floor: Timing;
  toolwright: Timing;
  reference?: Timing | undefined;
  ratios: {
    'toolwright/floor': RatioJson;
    'reference/floor'?: RatioJson | undefined;
    'toolwright/reference'?: RatioJson | undefined;
  };
  target?: Target | undefined;
  /** Whether the ratios are the median of per-round ratios (contenders run in turns). */
  paired: boolean;
}

/** The whole file: where and when it was measured, then the rows. */
export interface BenchResultsJson {
  version: 1;
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  /** The machine's 1-minute load average when the rows were written: above the CPU count, other work shared the CPUs. */
  loadAverage?: number | undefined;
  rows: RowJson[];
}

/** The JSON form of `rows`, measured on this machine now. */
export function resultsJson(rows: Row[]): BenchResultsJson {
  return {
    version: 1,
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown CPU',
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    rows: rows.map((row) => ({
      group: row.group,
      name: row.name,
      floor: row.floor,
      toolwright: row.toolwright,
      reference: row.reference,
      ratios: {
        'toolwright/floor': rowRatio(row, 'toolwright/floor', row.toolwright, row.floor),
        'reference/floor': row.reference ? rowRatio(row, 'reference/floor', row.reference, row.floor) : undefined,
        'toolwright/reference': row.reference ? rowRatio(row, 'toolwright/reference', row.toolwright, row.reference) : undefined,
      },
      target: row.target,
      paired: row.paired !== undefined,
    })),
  };
}

/** Writes `rows` to `path` as JSON (two-space indented, one trailing newline). */
export function writeResultsJson(path: string, rows: Row[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(resultsJson(rows), null, 2)}\n`);
}
