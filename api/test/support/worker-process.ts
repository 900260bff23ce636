import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `src/worker.ts` in a process of its own (compiled on the fly, see run-ts.mjs) with the given
 * environment (a test app's `env`, so it shares that app's database and Redis prefix). Resolves
 * once its queue workers run.
 */
export async function startWorkerProcess(env: Record<string, string>, timeoutMs = 20_000) {
  const { NODE_OPTIONS: _jestFlags, ...inherited } = process.env;
  void _jestFlags;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './test/support/run-ts.mjs', 'src/worker.ts'],
    {
      cwd: API_DIR,
      env: { ...inherited, ...env, LOG_LEVEL: 'info', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Worker started')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The worker did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    /** Everything it printed. */
    output: () => output,
    /** Whether it is still running. */
    alive: () => child.exitCode === null && child.signalCode === null,
    /** Stops it as an orchestrator would (SIGTERM: running jobs finish first). */
    async stop(): Promise<number | null> {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
