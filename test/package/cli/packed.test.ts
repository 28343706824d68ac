// The command as users get it: `npm pack`, installed into a fresh project with npm (offline:
// the dependencies are packed from this checkout's node_modules), then run through the bin
// link npm made, so the shebang and the executable bit are what make it start.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, killAll, root, runToEnd } from './support';

let dir = '';
let app = '';
let bin = '';
const clients: Client[] = [];

const npm = (args: string[], cwd: string): string => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe.runIf(existsSync(cli))('the packed toolwright command (npm pack, npm install, the bin link)', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolwright-cli-'));
    app = join(dir, 'app');
    mkdirSync(app);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const tarballs = [root, ...Object.keys(pkg.dependencies).map((name) => join(root, 'node_modules', name))].map((source) =>
      join(dir, npm(['pack', source, '--pack-destination', dir, '--ignore-scripts', '--silent'], root).trim()),
    );
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    // Offline, npm cannot read the optional peers' registry metadata (a clean cache holds only the
    // tarballs `npm ci` fetched), so it would fail to settle them: none of them is installed here.
    npm(['install', '--offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', ...tarballs], app);
    bin = join(app, 'node_modules/.bin/toolwright');
    writeFileSync(
      join(app, 'tools.ts'),
      `import { createTool } from 'toolwright/tools';\nexport const ping = createTool({ id: 'ping', description: 'Answers pong', execute: async (): Promise<string> => 'pong' });\n`,
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await killAll();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts from the bin link: --help and --version', async () => {
    expect(readFileSync(join(app, 'node_modules/toolwright/dist/cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const help = await runToEnd(bin, ['--help'], { cwd: app });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: toolwright <command>');
    const version = await runToEnd('npm', ['exec', '--offline', '--', 'toolwright', '--version'], { cwd: app });
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('without an MCP SDK installed, names both and says what to install; --sdk names the one forced', async () => {
    const { code, stderr } = await runToEnd(bin, ['mcp', './tools.ts'], { cwd: app });
    expect(code).toBe(1);
    expect(stderr).toContain('toolwright mcp needs an MCP SDK, and neither @modelcontextprotocol/server');
    expect(stderr).toContain('nor @modelcontextprotocol/sdk');
    expect(stderr).toContain('npm install @modelcontextprotocol/server');
    for (const [sdk, name] of [
      ['1', '@modelcontextprotocol/sdk'],
      ['2', '@modelcontextprotocol/server'],
    ] as const) {
      const forced = await runToEnd(bin, ['mcp', './tools.ts', '--sdk', sdk], { cwd: app });
      expect(forced.code).toBe(1);
      expect(forced.stderr).toContain(`toolwright: --sdk ${sdk} needs MCP SDK ${sdk}, and ${name} is not installed.`);
      expect(forced.stderr).toContain(`npm install ${name}`);
    }
  });

  it('with only SDK 1 beside it (no --sdk), falls back to it and serves the project’s TypeScript module to a real Client over stdio', async () => {
    mkdirSync(join(app, 'node_modules/@modelcontextprotocol'), { recursive: true });
    symlinkSync(join(root, 'node_modules/@modelcontextprotocol/sdk'), join(app, 'node_modules/@modelcontextprotocol/sdk'), 'dir');
    const client = new Client({ name: 'packed-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(new StdioClientTransport({ command: bin, args: ['mcp', './tools.ts'], cwd: app, stderr: 'pipe' }));
    expect(client.getServerVersion()?.name).toBe('tools');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['ping']);
    const result = await client.callTool({ name: 'ping', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: 'pong' }]);
  });
});
