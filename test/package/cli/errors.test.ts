import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, fixture, killAll, runCli } from './support';

const servers: Server[] = [];

afterEach(async () => {
  await killAll();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

// Usage errors exit 2, failures after the command line was understood exit 1; each is one
// message on stderr and nothing on stdout (which, over stdio, is the protocol).
describe.runIf(existsSync(cli))('toolwright errors (child processes: stderr and exit code)', () => {
  it('a module that exports no tools: says what it does export', async () => {
    const { code, stdout, stderr } = await runCli(['mcp', fixture('no-tools.ts')]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('no-tools.ts exports no tools.');
    expect(stderr).toContain('VERSION: a string');
    expect(stderr).toContain('helper: a function');
    expect(stderr).toContain('Registry: a class');
    expect(stderr).toContain('settings: an object that is not a tool (keys: retries)');
    expect(stderr).toContain('tools: a record of tools (echo)');
    expect(stderr).toContain('A named record of tools is not served');
  });

  it('a module that exports nothing', async () => {
    const { code, stderr } = await runCli(['mcp', fixture('empty.ts')]);
    expect(code).toBe(1);
    expect(stderr).toContain('empty.ts exports no tools.\nIt exports nothing.');
  });

  it('a module that throws at import: its error, with the path', async () => {
    const { code, stderr } = await runCli(['mcp', fixture('throws.ts')]);
    expect(code).toBe(1);
    expect(stderr).toContain(`Importing ${fixture('throws.ts')} threw:`);
    expect(stderr).toContain('Error: the database URL is not set');
  });

  it('a file that does not exist', async () => {
    const { code, stderr } = await runCli(['mcp', './missing/tools.ts']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Cannot find the module \.\/missing\/tools\.ts: there is no file at \/.*\/missing\/tools\.ts\./);
  });

  it('two different tools under one name', async () => {
    const { code, stderr } = await runCli(['mcp', fixture('clash.ts')]);
    expect(code).toBe(1);
    expect(stderr).toContain('has two tools named "search": the export "search" and key "search" of the default export.');
  });

  it('a tool toolwright/mcp cannot serve: its definition error', async () => {
    const { code, stderr } = await runCli(['mcp', fixture('bad-schema.ts')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^toolwright: Cannot \w+ tool "echo" over MCP: /);
  });

  it('a port in use', async () => {
    const taken = createServer();
    servers.push(taken);
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const { code, stderr } = await runCli(['mcp', fixture('tools.ts'), '--http', `127.0.0.1:${port}`]);
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot listen on 127.0.0.1:${port}: the port is in use.`);
  });

  it('an unknown flag, and an unknown command', async () => {
    const flag = await runCli(['mcp', fixture('tools.ts'), '--port', '3000']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toBe('toolwright: Unknown flag --port. Run `toolwright mcp --help` for the flags.\n');
    const command = await runCli(['serve', fixture('tools.ts')]);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('Unknown command "serve"');
  });

  it.each([
    ['localhost', 'expected host:port'],
    ['127.0.0.1:99999', 'the port must be a whole number from 0 to 65535'],
    ['example.com:3000', 'the host must be an IP address or localhost'],
    ['[127.0.0.1]:3000', 'only IPv6 addresses go in brackets'],
  ])('a bad --http address: %s', async (address, reason) => {
    const { code, stderr } = await runCli(['mcp', fixture('tools.ts'), '--http', address]);
    expect(code).toBe(2);
    expect(stderr).toContain(`Bad --http address ${JSON.stringify(address)}`);
    expect(stderr).toContain(reason);
  });

  it('a bad --sdk value', async () => {
    const { code, stdout, stderr } = await runCli(['mcp', fixture('tools.ts'), '--sdk', '3']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('toolwright: Bad --sdk "3": expected 1 (@modelcontextprotocol/sdk, 2025-era clients) or 2 (@modelcontextprotocol/server');
  });

  it('a flag without its value, and no module', async () => {
    const value = await runCli(['mcp', fixture('tools.ts'), '--http']);
    expect(value.code).toBe(2);
    expect(value.stderr).toContain('--http needs a value.');
    const module = await runCli(['mcp']);
    expect(module.code).toBe(2);
    expect(module.stderr).toContain('Which module?');
  });

  it('--help and --version print to stdout and exit 0', async () => {
    const help = await runCli(['mcp', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: toolwright mcp <module> [flags]');
    expect(help.stdout).toContain('--http <host:port>');
    expect(help.stdout).toContain('--sdk <1|2>');
    const main = await runCli([]);
    expect(main.stdout).toContain('Usage: toolwright <command>');
    const version = await runCli(['--version']);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});
