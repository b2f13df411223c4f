/**
 * Installed versions of the security-sensitive packages against the minimum versions kept in
 * security/minimum-versions.json: a downgrade (in package.json or the lockfile) fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const table = readJson('security/minimum-versions.json') as { packages: Record<string, string> };
const manifest = readJson('package.json') as { dependencies: Record<string, string> };

describe('minimum versions (security advisories)', () => {
  it('names next, react, react-dom and sanitize-html', () => {
    expect(Object.keys(table.packages)).toEqual(expect.arrayContaining(['next', 'react', 'react-dom', 'sanitize-html']));
  });

  it.each(Object.entries(table.packages))('installed %s is at least %s', (name, minimum) => {
    const installed = (readJson(`node_modules/${name}/package.json`) as { version: string }).version;
    expect(semver.valid(minimum), `${minimum} is a version`).not.toBeNull();
    expect(semver.gte(installed, minimum), `${name} ${installed} < ${minimum}`).toBe(true);
  });

  it.each(Object.entries(table.packages))('package.json cannot resolve %s below %s', (name, minimum) => {
    const range = manifest.dependencies[name];
    expect(range, `${name} is a dependency`).toBeDefined();
    const lowest = semver.minVersion(range ?? '0.0.0');
    expect(lowest && semver.gte(lowest, minimum), `${name} ${range} allows versions below ${minimum}`).toBe(true);
  });
});
