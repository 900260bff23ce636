import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** One request as the fake API received it. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeApi {
  requests: Received[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback standing in for the API: `handle` answers each request (404
 * when it returns nothing) and every request is recorded. The console calls relative URLs
 * (`/api/...`), so `fetch` is pointed at this server for the test.
 */
export async function startFakeApi(handle: (req: Received) => Reply | undefined): Promise<FakeApi> {
  const requests: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const received: Received = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(received);
      const reply = handle(received) ?? {
        status: 404,
        body: { statusCode: 404, message: 'Not found' },
      };
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    realFetch(typeof input === 'string' ? new URL(input, base) : input, init),
  );
  return {
    requests,
    async close() {
      vi.unstubAllGlobals();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Tokens as POST /api/auth/login and /api/auth/refresh answer them. */
export const tokens = (accessToken: string, refreshToken = `refresh-${accessToken}`) => ({
  accessToken,
  expiresIn: 900,
  refreshToken,
  sessionExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});
