import { describe, expect, it } from 'vitest';
import { parseHttpAddress } from '../../src/cli/address';
import { parseArgs } from '../../src/cli/args';
import { CliError } from '../../src/cli/cli-error';

function usageError(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('expected a CliError');
}

describe('toolwright command line', () => {
  it('parses the mcp command with its flags, in either form and any order', () => {
    expect(parseArgs(['mcp', './tools.ts'])).toEqual({ kind: 'mcp', module: './tools.ts', http: undefined, name: undefined, stateful: false });
    expect(parseArgs(['mcp', './tools.ts', '--http', '3000', '--stateful'])).toMatchObject({ http: { host: '127.0.0.1', port: 3000 }, stateful: true });
    expect(parseArgs(['mcp', '--http', '127.0.0.1:3000', './tools.ts', '--name=weather'])).toEqual({
      kind: 'mcp',
      module: './tools.ts',
      http: { host: '127.0.0.1', port: 3000 },
      name: 'weather',
      stateful: false,
    });
    expect(parseArgs(['mcp', '--', '--odd-name.ts'])).toMatchObject({ module: '--odd-name.ts' });
    expect(parseArgs(['mcp', './tools.ts'])).toHaveProperty('sdk', undefined);
    expect(parseArgs(['mcp', './tools.ts', '--sdk', '1'])).toMatchObject({ sdk: 1 });
    expect(parseArgs(['mcp', './tools.ts', '--sdk=2'])).toMatchObject({ sdk: 2 });
  });

  it('help and version', () => {
    expect(parseArgs([])).toEqual({ kind: 'help', topic: 'main' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help', topic: 'main' });
    expect(parseArgs(['mcp', './tools.ts', '-h'])).toEqual({ kind: 'help', topic: 'mcp' });
    expect(parseArgs(['-v'])).toEqual({ kind: 'version' });
  });

  it('refuses what it cannot run, as usage errors (exit code 2)', () => {
    for (const argv of [
      ['mcp', 'a.ts', '--port', '1'],
      ['mcp'],
      ['mcp', 'a.ts', 'b.ts'],
      ['mcp', 'a.ts', '--name'],
      ['serve'],
      ['--verbose'],
      ['mcp', 'a.ts', '--stateful'],
      ['mcp', 'a.ts', '--http', '1', '--stateful=yes'],
      ['mcp', 'a.ts', '--sdk'],
      ['mcp', 'a.ts', '--sdk', '3'],
      ['mcp', 'a.ts', '--sdk=v2'],
    ]) {
      expect(usageError(() => parseArgs(argv)).exitCode).toBe(2);
    }
    expect(usageError(() => parseArgs(['mcp', 'a.ts', '--name', '--http'])).message).toContain('--name needs a value');
    expect(usageError(() => parseArgs(['mcp', 'a.ts', '--port', '1'])).message).toBe('Unknown flag --port. Run `toolwright mcp --help` for the flags.');
    expect(usageError(() => parseArgs(['mcp', 'a.ts', '--http', '1', '--stateful=yes'])).message).toBe(
      '--stateful takes no value: got "yes". Run `toolwright mcp --help` for the flags.',
    );
    expect(usageError(() => parseArgs(['mcp', 'a.ts', '--sdk', '3'])).message).toBe(
      'Bad --sdk "3": expected 1 (@modelcontextprotocol/sdk, 2025-era clients) or 2 (@modelcontextprotocol/server, 2026-07-28 and 2025-era clients). Run `toolwright mcp --help` for the flags.',
    );
  });

  it('parses --http addresses: host:port, [IPv6]:port, a bare port on 127.0.0.1', () => {
    expect(parseHttpAddress('127.0.0.1:0')).toEqual({ host: '127.0.0.1', port: 0 });
    expect(parseHttpAddress('localhost:8080')).toEqual({ host: 'localhost', port: 8080 });
    expect(parseHttpAddress('[::1]:3000')).toEqual({ host: '::1', port: 3000 });
    expect(parseHttpAddress('0.0.0.0:3000')).toEqual({ host: '0.0.0.0', port: 3000 });
    expect(parseHttpAddress('3000')).toEqual({ host: '127.0.0.1', port: 3000 });
    for (const bad of ['', ':3000', 'localhost', '::1:3000', '127.0.0.1:65536', '127.0.0.1:-1', 'my.host:3000', '[127.0.0.1]:80', '127.0.0.1:3000/mcp']) {
      expect(usageError(() => parseHttpAddress(bad)).message).toContain(`Bad --http address ${JSON.stringify(bad)}`);
    }
  });
});
