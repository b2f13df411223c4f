/**
 * `npm run check`: lint (eslint, then knip) and the type check side by side. Both are single-threaded
 * and take most of their time building the same program of tsconfig.json, so on two cores they end
 * together in about the time of the longer (the lint). Each one's output is printed whole when it
 * ends; the check fails when either does.
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(['lint', 'typecheck'].map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
