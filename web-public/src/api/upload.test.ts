import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json as reply } from '../app/testServer';
import { ApiError } from './errors';
import { tokenStore } from './tokens';
import { uploadForm } from './upload';

/**
 * The upload endpoint on loopback, as a browser on another origin reaches it (CORS): records
 * what arrives and answers what the test asks for.
 */
interface Seen {
  authorization?: string;
  body: string;
}
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let seen: Seen[];
let server: Server;
let base: string;

function cors(res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'authorization, accept');
  res.setHeader('Access-Control-Allow-Methods', 'POST');
}
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      answer(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/**
 * The API's POST /api/auth/refresh, through which the client exchanges the refresh token: it
 * answers `status` and `body`, and keeps what it was sent. Any other call gets a 404.
 */
let refreshes: unknown[];
function refreshAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/auth/refresh')
      return reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No route' });
    refreshes.push(await request.json());
    return reply(status, body);
  });
}

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  seen = [];
  refreshes = [];
  tokenStore.clear();
});

const photo = () =>
  new File([new Uint8Array(64 * 1024).fill(7)], 'sitting-room.jpg', { type: 'image/jpeg' });
/** A listing photo as the wizard sends it: one file in the field `file`. */
function uploadFile<T>(url: string, file: File, options?: Parameters<typeof uploadForm>[2]) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<T>(url, form, options);
}
const stored = {
  url: '/uploads/properties/x.jpg',
  thumbnailUrl: '/uploads/properties/x-thumb.jpg',
};

describe('uploadForm', () => {
  it('sends the file as multipart with the access token and resolves with the answer', async () => {
    tokenStore.setAccessToken('access-1', 900);
    answer = (_req, res) => json(res, 201, stored);
    const result = await uploadFile(`${base}/api/uploads/property-images`, photo());
    expect(result).toEqual(stored);
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe('Bearer access-1');
    expect(seen[0].body).toContain('name="file"; filename="sitting-room.jpg"');
    expect(seen[0].body).toContain('\x07'.repeat(1024));
  });

  it('reports the percent sent as the browser reports it', async () => {
    // jsdom sends the body in one go; a browser reports the upload as it goes.
    const reported = [
      { loaded: 16_384, total: 65_536 },
      { loaded: 49_152, total: 65_536 },
      { loaded: 65_536, total: 65_536 },
    ];
    class SlowUpload {
      upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
      status = 0;
      responseText = '';
      onload?: () => void;
      timeout = 0;
      open() {}
      setRequestHeader() {}
      send() {
        for (const step of reported) this.upload.onprogress?.({ lengthComputable: true, ...step });
        this.status = 201;
        this.responseText = JSON.stringify(stored);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', SlowUpload);
    const progress: number[] = [];
    await expect(
      uploadFile('/api/uploads/property-images', photo(), { onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual(stored);
    expect(progress).toEqual([25, 75, 100]);
  });

  it('fails with the server’s code, message and field details', async () => {
    answer = (_req, res) =>
      json(res, 415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          'Only JPG, PNG or WebP photos are accepted (the file content is not one of these).',
      });
    const failure = uploadFile(`${base}/api/uploads/property-images`, photo());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPG, PNG or WebP photos are accepted (the file content is not one of these).',
    });
  });

  it('says the server failed, in the site’s words, on a 5xx without a body', async () => {
    answer = (_req, res) => res.writeHead(502).end('<html>Bad gateway</html>');
    await expect(uploadFile(`${base}/api/uploads/property-images`, photo())).rejects.toMatchObject({
      status: 502,
      code: 'SERVER_ERROR',
      message: 'Server error. Please try again later.',
    });
  });

  it('fails as a network error when the connection drops', async () => {
    answer = (req) => req.socket.destroy();
    await expect(uploadFile(`${base}/api/uploads/property-images`, photo())).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('refreshes an expired access token once and sends the file again', async () => {
    tokenStore.setAccessToken('expired', 900);
    tokenStore.setRefreshToken('refresh-1', false);
    refreshAnswers(200, {
      accessToken: 'access-2',
      expiresIn: 900,
      refreshToken: 'refresh-2',
      sessionExpiresAt: '2026-12-01T00:00:00Z',
    });
    answer = (req, res) =>
      req.headers.authorization === 'Bearer access-2'
        ? json(res, 201, stored)
        : json(res, 401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    await expect(uploadFile(`${base}/api/uploads/property-images`, photo())).resolves.toEqual(
      stored,
    );
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer expired', 'Bearer access-2']);
    expect(refreshes).toEqual([{ refreshToken: 'refresh-1' }]);
  });

  it('stops when the session cannot be refreshed', async () => {
    tokenStore.setAccessToken('expired', 900);
    tokenStore.setRefreshToken('dead', false);
    refreshAnswers(401, {
      statusCode: 401,
      code: 'INVALID_REFRESH_TOKEN',
      message: 'Session expired. Please login again.',
    });
    answer = (_req, res) =>
      json(res, 401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    await expect(uploadFile(`${base}/api/uploads/property-images`, photo())).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Session expired. Please login again.',
    });
    expect(seen).toHaveLength(1);
    expect(refreshes).toEqual([{ refreshToken: 'dead' }]);
  });
});
