/**
 * Starts the reference backend with its demo data and the production build of the site on
 * http://localhost:3000, and stops both together. `npm run demo`.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const backendPort = process.env.BACKEND_PORT ?? '4000';
const backendUrl = `http://127.0.0.1:${backendPort}`;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  BACKEND_PORT: backendPort,
  // the demo's backend takes the development check (no Turnstile keys here)
  BACKEND_DEMO: '1',
  API_BASE_URL: process.env.API_BASE_URL ?? backendUrl,
  SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
  // a local demo on purpose: the production start takes a loopback SITE_URL and no human-check key
  SITE_DEMO: '1',
  // the demo agency takes newsletter sign-ups as contact messages: the footer shows the box
  NEWSLETTER_VIA_CONTACT: '1',
  // the demo agency's profiles, as .env.example has them, so the footer, the contact column and sameAs show them
  SOCIAL_FACEBOOK: process.env.SOCIAL_FACEBOOK ?? 'https://www.facebook.com/maltapropertysales',
  SOCIAL_INSTAGRAM: process.env.SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/maltapropertysales',
  SOCIAL_LINKEDIN: process.env.SOCIAL_LINKEDIN ?? 'https://www.linkedin.com/company/maltapropertysales',
  SOCIAL_YOUTUBE: process.env.SOCIAL_YOUTUBE ?? 'https://www.youtube.com/@maltapropertysales',
  // Google's demo Map ID, for trying advanced markers out: with a GOOGLE_MAPS_API_KEY the demo's maps
  // work without a Map ID of one's own (a deployment sets the one of its Cloud project)
  GOOGLE_MAPS_MAP_ID: process.env.GOOGLE_MAPS_MAP_ID || 'DEMO_MAP_ID',
};
const children: ChildProcess[] = [];

function run(cmd: string, args: string[], name: string): ChildProcess {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && !stopping) {
      console.error(`${name} exited with code ${code}`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const bin = (name: string) => `node_modules/.bin/${name}`;

console.log(`Starting the reference backend on ${backendUrl} …`);
run(process.execPath, ['backend/src/main.ts'], 'backend');
await waitFor(`${backendUrl}/${process.env.API_PRODUCT ?? 'Sale'}Home`, 120);

console.log('Building the site …');
const build = spawn(bin('next'), ['build'], { env, stdio: 'inherit' });
const built = await new Promise<number>((r) => build.on('exit', (c) => r(c ?? 1)));
if (built !== 0) stop(built);

run(process.execPath, ['server.ts', '-H', '127.0.0.1', '-p', '3000'], 'site');
await waitFor('http://127.0.0.1:3000/', 60);
console.log('\nThe site is up at http://localhost:3000 (Ctrl+C stops the site and the backend).');
