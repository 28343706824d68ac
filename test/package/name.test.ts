import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string };
const readme = readFileSync(new URL('README.md', root), 'utf8');

describe('package name', () => {
  it("the README's install line installs the package this repository publishes", () => {
    const installs = [...readme.matchAll(/^npm install (\S+)\s*$/gm)].map((match) => match[1]);
    expect(installs.length).toBeGreaterThan(0);
    expect(installs[0]).toBe(pkg.name);
  });

  it("the README's imports name the package's own entries", () => {
    const own = [...readme.matchAll(/from '([^']+)'/g)].map((match) => match[1]!).filter((specifier) => /^tool(smith|wright)(\/|$)/.test(specifier));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((specifier) => specifier.split('/')[0] !== pkg.name)).toEqual([]);
  });
});
