import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });

/**
 * A Redis of the test's own (`redis-server` on a free port, nothing saved to disk) that the
 * test can stop and start again on the same port.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    if (child) return;
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers. */
  const freeze = () => child?.kill('SIGSTOP');
  const thaw = () => child?.kill('SIGCONT');
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, freeze, thaw };
}
