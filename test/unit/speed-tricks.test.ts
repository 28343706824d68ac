/**
 * Speed tricks stay few and named. A comment in `src` that gives speed as a reason (a fast
 * path, an allocation saved, a cache, a cost in time, V8's inner workings, type-check speed)
 * marks a trick; at most eight may stay, each naming the bench row it serves, each listed in
 * docs/performance.md's "Fast paths that stay" table (STYLE.md habit 15). docs/performance.md
 * stays a page for users: at most 300 lines, no history of optimisation rounds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** At most this many comments in `src` may explain a speed trick. */
const MAX_TRICKS = 8;

/**
 * The words and phrases that mark a comment as a speed argument, matched as whole words in any
 * case. A word with an innocent second meaning still counts: say it otherwise (a JSON property
 * "takes" its characters rather than "costs" them; a message quoted from Node names Node, not V8).
 */
const SPEED_WORDS: readonly RegExp[] = [
  /\bfast(er|est)?\b/i,
  /\bslow(er|est|s)?\b/i,
  /\bcheap(er|est|ly)?\b/i,
  /\bcost(s|ly|lier|ing)?\b/i,
  /\bexpensive\b/i,
  /\boverhead\b/i,
  /\ballocat\w*/i,
  /\binline cach\w*|\b(JIT|TurboFan|Maglev)\b/i,
  /\bmegamorph\w*/i,
  /\bmonomorph\w*/i,
  /\bpolymorph\w*/i,
  /\bhidden class/i,
  /\bV8\b/,
  /\bhot path\b/i,
  /\bmicrotasks?\b/i,
  /\bperf(ormance)?\b/i,
  /\bspeed\w*/i,
  /\bbench\w*/i,
  /\bcach(e|ed|es|ing)\b/i,
  /\bmicroseconds?\b|µs\b|\bnanoseconds?\b/i,
  /\bsaves? (an?|one)\b/i,
  /\bavoids? (an?|one|the) (copy|call|closure|spread|await|promise|object|allocation)/i,
  /\b(no|one|an?|without an?) (extra )?(async|awaited) (step|layer|tick|hop)s?\b/i,
  /\bnever (copied|built|allocated)\b|\bneeds no (probe|copy|walk|scan)\b|\binstead of a copy\b/i,
  /\blaz(y|ily)\b(?!['’]s|-writer)/i,
  /\bmemoi[sz]\w*|\bmemo\b/i,
  /\b(built|derived|converted|computed|worked out|decided) once\b|\bonce per (schema|wrapper|tool)\b/i,
  /\b(never|not|rather than) per (call|request)\b/i,
  /\b(on|at|when) first (read|use|used)\b|\bmade only (if|when)\b/i,
  /\bmilliseconds (each|a call|per)\b/i,
  /\bskips? the (walk|scan|copy)\b|\bwithout building\b/i,
];

/** Every `.ts` file under `dir`, relative to the repository root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** A comment: a `/* … *\/` block, or a run of `//` lines; `line` is its first line (1-based). */
interface SourceComment {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The comments of one source file, each block or run of line comments as one. */
function commentsOf(file: string, source: string): SourceComment[] {
  const comments: SourceComment[] = [];
  const lines = source.split('\n');
  let open: { line: number; text: string[]; block: boolean } | undefined;
  const close = () => {
    if (open) comments.push({ file, line: open.line, text: open.text.join('\n') });
    open = undefined;
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (open?.block) {
      open.text.push(line);
      if (line.includes('*/')) close();
      return;
    }
    if (line.startsWith('//')) {
      if (!open) open = { line: index + 1, text: [], block: false };
      open.text.push(line);
      return;
    }
    close();
    const start = line.indexOf('/*');
    if (line.startsWith('/*') || (start > 0 && !line.slice(0, start).includes("'") && !line.slice(0, start).includes('`'))) {
      open = { line: index + 1, text: [line.slice(start)], block: true };
      if (line.indexOf('*/', start + 2) >= 0) close();
      return;
    }
    // A trailing comment after code (not inside a string: no quote before it).
    const trailing = line.indexOf(' // ');
    if (trailing > 0 && !/['"`]/.test(line.slice(0, trailing))) comments.push({ file, line: index + 1, text: line.slice(trailing + 1) });
  });
  close();
  return comments;
}

/** Whether a comment gives speed as a reason: its text, read as one line, has a {@link SPEED_WORDS} match. */
function arguesSpeed(comment: SourceComment): boolean {
  // The comment markers left out, so that a phrase broken across lines still reads as one.
  const text = comment.text.replace(/^(\/\/|\/\*\*?|\*\/|\*)/gm, '').replace(/\s+/g, ' ');
  return SPEED_WORDS.some((word) => word.test(text));
}

/** The comments of `src` that give speed as a reason, by {@link SPEED_WORDS}. */
function speedComments(): SourceComment[] {
  return sourceFiles('src')
    .flatMap((file) => commentsOf(file, readFileSync(join(root, file), 'utf8')))
    .filter(arguesSpeed);
}

describe('speed tricks in src', () => {
  const found = speedComments();
  const where = found.map((comment) => `${comment.file}:${comment.line}`);

  it(`are at most ${MAX_TRICKS} comments`, () => {
    expect(where.length, where.join('\n')).toBeLessThanOrEqual(MAX_TRICKS);
  });

  it('each name the bench row they serve', () => {
    const unnamed = found.filter((comment) => !/\bbench rows?\b/i.test(comment.text)).map((comment) => `${comment.file}:${comment.line}`);
    expect(unnamed).toEqual([]);
  });

  it("each live in a file docs/performance.md's table names", () => {
    const page = readFileSync(join(root, 'docs/performance.md'), 'utf8');
    const table = page.slice(page.indexOf('## Fast paths that stay'));
    const files = [...table.matchAll(/`(src\/[^`]+\.ts)`/g)].map((match) => match[1]);
    const unlisted = [...new Set(found.map((comment) => comment.file))].filter((file) => !files.includes(file));
    expect(unlisted).toEqual([]);
  });

  it('the word list catches a speed argument in each of its forms', () => {
    const samples = [
      '// a fast path for valid input',
      '/** cheaper than a spread */',
      '// allocation-free scan',
      '// saves an async function per check',
      '// keeps the call site monomorphic',
      '// the question costs tens of microseconds a call',
      '// type checks stay quick: comparing deep types is slow',
      '/** cached per schema object */',
      '// avoids a closure per call',
      '// with the data at hand: no async step of its own',
      '// a tree that passes needs no probe, and its text is never built',
      '/** Whether the schema has such a field is worked out once per schema object. */',
      '// Built on first read (see lazy-writer.ts).',
      '// A lazy copy compares each stored child with its slot.',
      '/** Compiles a subschema (memoised per schema object). */',
      '/** Derived once per tool, never per call. */',
      '// A server per request would build its own validator (milliseconds\n// each).',
      '// a schema without one skips the walk',
      '// The signal itself is made only if something reads it.',
    ];
    const missed = samples.filter((sample) => !commentsOf('sample.ts', sample).some(arguesSpeed));
    expect(missed).toEqual([]);
  });
});

describe('docs/performance.md', () => {
  const page = readFileSync(join(root, 'docs/performance.md'), 'utf8');

  it('is at most 300 lines', () => {
    expect(page.trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it('tells no history of optimisation rounds', () => {
    expect(page).not.toMatch(/\b(round \d|rounds? of optimi[sz]ation|optimi[sz]ation rounds?|this release|before this change|previous tree|the tree with)\b/i);
  });
});
