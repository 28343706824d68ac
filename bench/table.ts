// Plain-text table printing for the benchmark report.

/** Median and quartiles of one measurement, in nanoseconds per operation. */
export interface Timing {
  p25: number;
  p50: number;
  p75: number;
}

/** The targets of a row: toolwright / floor and toolwright / reference, as ratios of medians. */
export interface Target {
  floor?: number | undefined;
  reference?: number | undefined;
}

/** A measured row: the floor, toolwright and (when it exists) the reference. */
export interface Row {
  group: string;
  name: string;
  floor: Timing;
  toolwright: Timing;
  reference?: Timing | undefined;
  /** The targets for toolwright / floor and toolwright / reference, when set. */
  target?: Target | undefined;
  /**
   * For contenders measured in turns: each ratio as the median (and quartiles) of the ratios of
   * the batches run back to back, which drift of the machine between rounds does not move.
   */
  paired?: Partial<Record<RatioName, Timing>> | undefined;
}

type RatioName = 'toolwright/floor' | 'reference/floor' | 'toolwright/reference';

/** Median and quartiles of `samples`. */
export function quartiles(samples: number[]): Timing {
  const sorted = samples.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p25: at(0.25), p50: at(0.5), p75: at(0.75) };
}

/** `1.23 µs` style: three significant digits in the largest fitting unit. */
export function formatNs(ns: number): string {
  if (ns >= 1e6) return `${(ns / 1e6).toPrecision(3)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toPrecision(3)} µs`;
  return `${ns.toPrecision(3)} ns`;
}

function spread(t: Timing): string {
  return `${formatNs(t.p50)} (${formatNs(t.p25)}–${formatNs(t.p75)})`;
}

/**
 * The ratio of medians, with the quartile bracket: from the fast quartile of `a` over the
 * slow quartile of `b` to the slow quartile of `a` over the fast quartile of `b`.
 */
export function ratio(a: Timing, b: Timing): { median: number; low: number; high: number } {
  return { median: a.p50 / b.p50, low: a.p25 / b.p75, high: a.p75 / b.p25 };
}

/** A row's ratio `a / b`: its paired figure when it has one, else the ratio of medians with the quartile bracket. */
export function rowRatio(row: Row, name: RatioName, a: Timing, b: Timing): { median: number; low: number; high: number } {
  const paired = row.paired?.[name];
  return paired ? { median: paired.p50, low: paired.p25, high: paired.p75 } : ratio(a, b);
}

function formatRatio(row: Row, name: RatioName, a: Timing | undefined, b: Timing | undefined): string {
  if (!a || !b) return 'n/a';
  const r = rowRatio(row, name, a, b);
  return `${r.median.toFixed(2)}× (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;
}

function verdict(row: Row): string {
  const parts: string[] = [];
  const { floor, reference } = row.target ?? {};
  if (floor !== undefined) {
    parts.push(`${rowRatio(row, 'toolwright/floor', row.toolwright, row.floor).median <= floor ? 'met' : 'NOT met'} (≤${floor}× floor)`);
  }
  if (reference !== undefined && row.reference) {
    parts.push(`${rowRatio(row, 'toolwright/reference', row.toolwright, row.reference).median <= reference ? 'met' : 'NOT met'} (≤${reference}× ref)`);
  }
  return parts.join(', ');
}

function pad(cells: string[][]): string {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')).join('\n');
}

/** The timing table: ns/op as median (p25–p75), and the ratios toolwright/floor, reference/floor, toolwright/reference. */
export function printTimingTable(rows: Row[], log: (line: string) => void = console.log): void {
  const header = ['case', 'floor', 'toolwright', 'reference', 'toolwright/floor', 'reference/floor', 'toolwright/reference', 'target'];
  let group = '';
  const cells: string[][] = [header];
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      cells.push([`[${group}]`, '', '', '', '', '', '', '']);
    }
    cells.push([
      `  ${row.name}`,
      spread(row.floor),
      spread(row.toolwright),
      row.reference ? spread(row.reference) : 'n/a',
      formatRatio(row, 'toolwright/floor', row.toolwright, row.floor),
      formatRatio(row, 'reference/floor', row.reference, row.floor),
      formatRatio(row, 'toolwright/reference', row.toolwright, row.reference),
      verdict(row),
    ]);
  }
  log(pad(cells));
  if (rows.some((row) => row.paired)) {
    log('(in turns): the contenders ran in alternating batches; its ratios are the median (p25–p75) of the per-round ratios.');
  }
}

/** A small two-column-or-more table with a header row. */
export function printTable(header: string[], rows: string[][], log: (line: string) => void = console.log): void {
  log(pad([header, ...rows]));
}
