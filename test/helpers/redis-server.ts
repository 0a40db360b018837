// A real redis-server on a free loopback port, for the gateway's Redis tests and its bench (Debian's binary; .ci/run
// installs it). Started and stopped explicitly; every wait polls with a deadline.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createClient } from 'redis';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** True when a Redis server answers PING on the port (a raw RESP exchange, so nothing reconnects behind our back). */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * Polls `condition` until it holds; fails naming `what` after `timeoutMs` (generous: this bounds, never paces; a CI
 * machine here was starved enough for its type check to take seven minutes).
 */
export async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class RedisServer {
  private child: ChildProcess | undefined;
  private output = '';
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Started and not killed since. */
  get running() {
    return this.child !== undefined;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn('redis-server', [...args, '--dir', tmpdir()], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.output = '';
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    let exited = false;
    child.once('exit', () => (exited = true));
    await waitFor(`redis-server on port ${this.port} to answer PING`, async () => {
      if (exited) throw new Error(`redis-server exited at start:\n${this.output}`);
      return ping(this.port);
    });
  }

  /** SIGKILL: Redis vanishes the way a crashed host does, without closing connections politely. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async flushAll(): Promise<void> {
    // No reconnecting: with the server gone, this fails at once instead of waiting for it (a test's own limit).
    const client = createClient({ url: this.url, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    await client.connect();
    await client.flushAll();
    client.destroy();
  }
}
