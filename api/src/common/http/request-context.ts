import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** What the code serving a request may learn about it without being handed the request. */
export interface RequestContext {
  /** The id of the request log line and of the `X-Request-Id` header. */
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served, when there is one (not in queue jobs or the seed). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/** Express middleware (after the request logger, which gives the request its id). */
export function requestContext(
  req: Request & { id?: unknown },
  _res: Response,
  next: NextFunction,
) {
  const requestId = req.id === undefined || req.id === null ? '' : String(req.id);
  storage.run({ requestId }, next);
}
