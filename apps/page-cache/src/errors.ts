import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { StoreUnavailableError } from './store/types';

/**
 * One error shape, {error, message}, for every failure. Bad input is the caller's to fix (400,
 * 413); a store outage is 503 so the front treats it as a miss and renders (a cache failure is
 * never a page failure); only a bug is 500.
 */
export function registerErrorHandler(app: FastifyInstance, maxEntryBytes: number) {
  // During an outage every page view fails here: one line per 10 s says enough.
  let lastOutageLog = 0;
  app.setErrorHandler((error: FastifyError | ZodError | StoreUnavailableError, request, reply) => {
    if (error instanceof ZodError) {
      const message = error.issues
        .map((i) => `${i.path.join('.') || 'query'}: ${i.message}`)
        .join('; ');
      return reply.code(400).send({ error: 'invalid_request', message });
    }
    if (error instanceof StoreUnavailableError) {
      if (Date.now() - lastOutageLog > 10_000) {
        lastOutageLog = Date.now();
        request.log.warn(
          { err: error.message, url: request.routeOptions.url },
          'cache store unavailable',
        );
      }
      return reply.code(503).send({
        error: 'store_unavailable',
        message: 'the cache store cannot be reached; treat as a miss',
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({
        error: 'entry_too_large',
        message: `entries are limited to ${maxEntryBytes} bytes`,
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply
        .code(status)
        .send({ error: error.code ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'page-cache request failed');
    return reply.code(500).send({ error: 'internal', message: 'internal error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      message: `no such call: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
