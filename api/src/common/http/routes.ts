import { applyDecorators, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { notFound } from '../exceptions/domain.exception.js';

/**
 * A route parameter that is a uuid. Anything else names nothing that exists: it is a 404 before
 * the handler runs (as an unknown id is), never a validation message about the address.
 */
export const UuidParam = (name: string) =>
  Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => notFound('Not found: no record has this id', 'NOT_FOUND'),
    }),
  );

/** The route's `:id`, a uuid (anything else is a 404). */
export const IdParam = () => UuidParam('id');

/**
 * A POST that acts on what exists (a decision, a sign-in, marking read) rather than creating
 * something: it answers 200 where Nest would answer 201.
 */
export const PostOk = (path?: string) => applyDecorators(Post(path), HttpCode(HttpStatus.OK));
