/**
 * A server action's id in a production build, by its exported name, for posting to it the way its
 * form does (the tests of hostile submissions, npm run bench:abuse): read from the build's
 * server-reference-manifest.json. Next.js documents no other way to address an action from outside
 * React; if an upgrade changes that file, every caller fails at once with "no server action …"
 * (docs/security.md, "Forms under abuse").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function actionId(distDir: string, name: string): string {
  const file = path.join(distDir, 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node: Record<string, { exportedName?: string }> };
  const id = Object.entries(manifest.node).find(([, v]) => v.exportedName === name)?.[0];
  if (!id) throw new Error(`no server action ${name} in ${file}`);
  return id;
}
