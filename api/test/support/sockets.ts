import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';

/** What a test socket heard: events in order, and how (and whether) it was turned away. */
export interface TestSocket {
  socket: Socket;
  events: { event: string; data: unknown }[];
  /** Resolves with the data of the first `event` (already heard or coming) that `match`es. */
  next<T = unknown>(event: string, match?: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  /** The data of every `event` heard so far. */
  heard<T = unknown>(event: string): T[];
  /** Resolves when the server closes the socket. */
  closedByServer(timeoutMs?: number): Promise<string>;
  close(): void;
}

/** The address a listening app answers on. */
export function urlOf(app: INestApplication): string {
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Connects a socket.io client as the browser does (`auth: { token }`); no reconnection. */
export function openSocket(url: string, token: string | undefined): TestSocket {
  const socket = io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  const events: { event: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, data: unknown) => {
    events.push({ event, data });
    for (const wake of [...waiters]) wake();
  });
  const next = <T>(event: string, match: (data: T) => boolean = () => true, timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = events.find((e) => e.event === event && match(e.data as T));
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found.data as T);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no '${event}' within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    socket,
    events,
    next,
    heard: <T>(event: string) => events.filter((e) => e.event === event).map((e) => e.data as T),
    closedByServer: (timeoutMs = 5000) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`still connected after ${timeoutMs} ms`)),
          timeoutMs,
        );
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      }),
    close: () => socket.close(),
  };
}

/** Opens a socket and waits until the server accepted it. */
export async function connected(url: string, token: string): Promise<TestSocket> {
  const s = openSocket(url, token);
  await new Promise<void>((resolve, reject) => {
    s.socket.once('connect', () => resolve());
    s.socket.once('connect_error', (error) => reject(error));
  });
  return s;
}

/** Opens a socket expecting the handshake to be refused; resolves with the refusal. */
export function refused(url: string, token: string | undefined) {
  const s = openSocket(url, token);
  return new Promise<{ message: string; code?: string }>((resolve, reject) => {
    s.socket.once('connect', () => {
      s.close();
      reject(new Error('the server accepted the socket'));
    });
    s.socket.once('connect_error', (error: Error & { data?: { code?: string } }) => {
      s.close();
      resolve({ message: error.message, code: error.data?.code });
    });
  });
}

/** Gives in-flight events time to arrive before asserting that none did. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
