// Node child processes running TypeScript (through tsx), read line by line.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A child process and the lines it printed so far. */
export interface Child {
  readonly process: ChildProcess;
  /** Resolves with the first line `match` accepts, rejects if the process exits first. */
  line(match: (line: string) => boolean): Promise<string>;
  /** Counts the lines equal to `text` so far. */
  count(text: string): number;
  exited: Promise<number | null>;
}

/** Starts `script` (a file beside this one) with `args`. */
export function startChild(script: string, args: string[]): Child {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.match(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    exited,
    count: (text) => lines.filter((l) => l === text).length,
    line: (match) =>
      new Promise((resolve, reject) => {
        const found = lines.find(match);
        if (found !== undefined) return resolve(found);
        waiters.push({ match, resolve });
        void exited.then((code) => reject(new Error(`${script} exited (${code}) before printing the line awaited. stderr:\n${stderr}`)));
      }),
  };
}
