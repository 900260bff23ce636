/**
 * A fake API for component tests, at the fetch level: pages run through the real typed client
 * (and file uploads through the real upload module), the query layer and the error parsing, and
 * the test states what the server answers. A call to a path it was not told about gets a 404,
 * and fails the test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStore } from '../api/tokens';

type Reply = { status?: number; body?: unknown; raw?: Response };
type Handler = (call: Call) => Reply | Promise<Reply>;

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  params: Record<string, string>;
  /** Uploads only: reports the percent of the body sent so far, as a browser does. */
  progress?: (percent: number) => void;
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error body as the API sends it. */
export const apiError = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { statusCode: status, error: 'Error', code, message, ...(details ? { details } : {}) },
});

export function fakeServer() {
  const routes: { method: string; pattern: RegExp; keys: string[]; handler: Handler }[] = [];
  const calls: Call[] = [];
  /** Calls to a path no route answers: the page asked for something the test did not expect. */
  const strays: Call[] = [];
  async function answer(request: Omit<Call, 'params'>): Promise<Response> {
    for (let i = routes.length - 1; i >= 0; i--) {
      const route = routes[i];
      const match = route.method === request.method && route.pattern.exec(request.path);
      if (!match) continue;
      const call = {
        ...request,
        params: Object.fromEntries(route.keys.map((k, j) => [k, decodeURIComponent(match[j + 1])])),
      };
      calls.push(call);
      const reply = await route.handler(call);
      return reply.raw ?? json(reply.status ?? 200, reply.body);
    }
    const unanswered = { ...request, params: {} };
    calls.push(unanswered);
    strays.push(unanswered);
    return json(404, {
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'No route',
    });
  }
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    return answer({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', uploadsTo(answer));
  const server = {
    calls,
    strays,
    /** Answers `METHOD /path/:param`; later routes win over earlier ones. */
    on(route: string, reply: Reply | Handler) {
      const [method, path] = route.split(' ');
      const keys: string[] = [];
      const pattern = new RegExp(
        `^${path.replace(/:(\w+)/g, (_, k: string) => {
          keys.push(k);
          return '([^/]+)';
        })}$`,
      );
      routes.push({
        method,
        pattern,
        keys,
        handler: typeof reply === 'function' ? reply : () => reply,
      });
    },
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
    /** The user's drafts as the server keeps them, by `kind:key` ('booking:<id>', 'listing:'). */
    drafts: new Map<string, { step: number; data: unknown }>(),
  };
  keepDrafts(server);
  return server;
}

/** Drafts (GET/PUT/DELETE /api/drafts/:kind[/:key]) kept in `server.drafts`; none at first. */
function keepDrafts(server: Pick<ReturnType<typeof fakeServer>, 'on' | 'drafts'>) {
  const address = ({ params }: Call) => `${params.kind}:${params.key ?? ''}`;
  server.on('GET /api/drafts', () => ({
    body: [...server.drafts].map(([at, kept]) => {
      const [kind, key] = at.split(':');
      return { kind, key, ...kept, updatedAt: new Date().toISOString() };
    }),
  }));
  for (const path of ['/api/drafts/:kind', '/api/drafts/:kind/:key']) {
    server.on(`GET ${path}`, (call) => {
      const kept = server.drafts.get(address(call));
      if (!kept) return apiError(404, 'DRAFT_NOT_FOUND', 'No draft here');
      const { kind, key = '' } = call.params;
      return { body: { kind, key, ...kept, updatedAt: new Date().toISOString() } };
    });
    server.on(`PUT ${path}`, (call) => {
      server.drafts.set(address(call), call.body as { step: number; data: unknown });
      return { body: { ...call.params, ...(call.body as object) } };
    });
    server.on(`DELETE ${path}`, (call) => {
      server.drafts.delete(address(call));
      return { status: 204 };
    });
  }
}

/**
 * XMLHttpRequest as api/upload.ts uses it (uploads report their progress), answered by the fake
 * server: the handler's `body` is the FormData sent, and `progress` reports how much has gone.
 */
function uploadsTo(answer: (request: Omit<Call, 'params'>) => Promise<Response>) {
  return class FakeUpload {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: {
      onprogress?: (event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void;
    } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    private method = 'GET';
    private url = new URL(globalThis.location.origin);
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, globalThis.location.origin);
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.onabort?.();
    }

    send(body: FormData) {
      const progress = (percent: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
      void answer({
        method: this.method,
        path: this.url.pathname,
        query: this.url.searchParams,
        body,
        headers: this.headers,
        progress,
      }).then(async (response) => {
        // The whole body has gone by the time the answer comes.
        progress(100);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

/**
 * A fresh fake API (and a signed-in access token) for each test of the file, put away after
 * it. The returned object always speaks to the current test's server.
 */
export function withFakeServer(): Pick<FakeServer, 'on' | 'callsTo' | 'calls' | 'drafts'> {
  let current: FakeServer | null = null;
  beforeEach(() => {
    current = fakeServer();
    tokenStore.setAccessToken('token-1', 900);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
    const strays = current!.strays.map((c) => `${c.method} ${c.path}`);
    if (strays.length) throw new Error(`Calls no route answers: ${strays.join(', ')}`);
  });
  return {
    on: (route, reply) => current!.on(route, reply),
    callsTo: (route) => current!.callsTo(route),
    get calls() {
      return current!.calls;
    },
    get drafts() {
      return current!.drafts;
    },
  };
}
