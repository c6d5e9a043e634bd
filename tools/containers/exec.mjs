// Process helpers of the containers test: commands run with their output shown (or captured),
// and a failure is an exception naming the command.
import { spawn, spawnSync } from 'node:child_process';

/** Debian's docker client (20.10, built-in BuildKit); never the machine's /usr/local/bin/docker. */
export const DOCKER = '/usr/bin/docker';

export const log = (line) => process.stdout.write(`[containers] ${line}\n`);

/** Runs a command to completion, its output on ours; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${options.quiet ? `\n${output.slice(-4000)}` : ''}`,
            ),
          ),
    );
  });
}

/** Runs a short command and returns its trimmed stdout; throws on a non-zero exit unless `allowFail`. */
export function capture(command, args, { allowFail = false, ...options } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0 && !allowFail)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}): ${(result.stderr || result.stdout || '').slice(-2000)}`);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

export const docker = (args, options) => capture(DOCKER, args, options);
export const imageExists = (tag) => capture(DOCKER, ['image', 'inspect', '--format', '{{.Id}}', tag], { allowFail: true }) !== undefined;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
