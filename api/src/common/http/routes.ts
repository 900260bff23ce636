import { applyDecorators, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';

/** The route's `:id`, a uuid: anything else is refused with 400 before the handler runs. */
export const IdParam = () => Param('id', ParseUUIDPipe);

/**
 * A POST that acts on what exists (a decision, a sign-in, marking read) rather than creating
 * something: it answers 200 where Nest would answer 201.
 */
export const PostOk = (path?: string) => applyDecorators(Post(path), HttpCode(HttpStatus.OK));
