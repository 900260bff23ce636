import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the code serving a request may learn about it without being handed the request. */
export interface RequestContext {
  /** The id of the request log line and of the `X-Request-Id` header. */
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served, when there is one (not in queue jobs or the seed). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Gives every request its context (after the request logger, which gives the request its id).
 * Reading the body runs in the socket's own async context, so the context is entered again
 * before validation, as @fastify/request-context does.
 */
export function requestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (req, _reply, done) => {
    const requestId = req.id === undefined || req.id === null ? '' : String(req.id);
    storage.run({ requestId }, () => {
      scopes.set(req, new AsyncResource('request-context'));
      done();
    });
  });
  fastify.addHook('preValidation', (req, _reply, done) => {
    const scope = scopes.get(req);
    if (scope) scope.runInAsyncScope(done, req.raw);
    else done();
  });
}
