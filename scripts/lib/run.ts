import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** Holds the output back and prints it in one piece when the command ends (for a command
   * that runs beside another, so the two logs do not interleave). */
  held?: boolean;
}

/** Runs a command to completion; resolves with its exit code (rejects only if it cannot start). */
export function runCode(cmd: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? 'ignore' : options.held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export async function run(cmd: string, args: string[], options: RunOptions = {}) {
  const code = await runCode(cmd, args, options);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
}
