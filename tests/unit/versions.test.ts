/**
 * Installed versions of the security-sensitive packages against the minimum versions kept, each
 * with its reason, in security/minimum-versions.json: a downgrade (in the site's or the reference
 * backend's package.json, or the lockfile) fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const table = readJson('security/minimum-versions.json') as { packages: Record<string, { minimum: string; reason: string }> };
/** the workspaces whose packages are installed: the site and the reference backend */
const WORKSPACES = ['.', 'backend'];
const manifests = WORKSPACES.map((dir) => ({ dir, dependencies: (readJson(path.join(dir, 'package.json')) as { dependencies: Record<string, string> }).dependencies }));
const floors = Object.entries(table.packages).map(([name, { minimum, reason }]) => ({ name, minimum, reason }));

describe('minimum versions (security advisories)', () => {
  it('names the framework, the sanitizer and the parsers of uploads and requests', () => {
    expect(floors.map((f) => f.name)).toEqual(
      expect.arrayContaining(['next', 'react', 'react-dom', 'sanitize-html', 'sharp', 'zod', 'file-type', 'fastify']),
    );
  });

  it.each(floors)('$name: $minimum is a version, with its reason', ({ minimum, reason }) => {
    expect(semver.valid(minimum), `${minimum} is a version`).not.toBeNull();
    expect(reason.length).toBeGreaterThan(10);
  });

  it.each(floors)('installed $name is at least $minimum, in every workspace', ({ name, minimum }) => {
    const copies = WORKSPACES.map((dir) => path.join(dir, 'node_modules', name, 'package.json')).filter((file) => existsSync(path.join(root, file)));
    expect(copies.length, `${name} is installed`).toBeGreaterThan(0);
    for (const file of copies) {
      const installed = (readJson(file) as { version: string }).version;
      expect(semver.gte(installed, minimum), `${file}: ${installed} < ${minimum}`).toBe(true);
    }
  });

  it.each(floors)('no package.json can resolve $name below $minimum', ({ name, minimum }) => {
    const ranges = manifests.filter((m) => m.dependencies[name] !== undefined);
    expect(ranges.length, `${name} is a dependency`).toBeGreaterThan(0);
    for (const { dir, dependencies } of ranges) {
      const lowest = semver.minVersion(dependencies[name]!);
      expect(lowest && semver.gte(lowest, minimum), `${dir}/package.json: ${name} ${dependencies[name]} allows versions below ${minimum}`).toBe(true);
    }
  });
});
