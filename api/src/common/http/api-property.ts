/**
 * ApiProperty for the values every DTO has: ids and moments. A nullable one is a string that
 * may be null (`type: String, nullable: true`); `description` and `example` say the rest.
 *
 *     @ApiUuid()
 *     id: string;
 *
 *     @ApiTimestamp({ nullable: true, description: 'When staff decided' })
 *     decidedAt: string | null;
 */
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

type FormatOptions = Pick<ApiPropertyOptions, 'nullable' | 'description' | 'example'>;

const formatted = (format: string, { nullable, ...rest }: FormatOptions) =>
  ApiProperty(nullable ? { type: String, format, nullable: true, ...rest } : { format, ...rest });

/** A uuid (`format: uuid`), e.g. a record's `id` or the id of the record it refers to. */
export const ApiUuid = (options: FormatOptions = {}) => formatted('uuid', options);

/** A moment as an ISO 8601 string in UTC (`format: date-time`); the clients show it in WAT. */
export const ApiTimestamp = (options: FormatOptions = {}) => formatted('date-time', options);
