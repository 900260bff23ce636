/**
 * Columns every entity declares the same way. The migrations (never these helpers) create them,
 * and test/schema.e2e-spec.ts holds the two together.
 *
 *     @Column({ name: 'tenant_id', type: 'uuid' })
 *     tenantId: string;
 *
 *     @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })
 *     tenant?: Relation<User>;
 *
 *     @CreatedAtColumn()
 *     createdAt: Date;
 *
 *     @UpdatedAtColumn()
 *     updatedAt: Date;
 */
import { applyDecorators } from '@nestjs/common';
import {
  type ColumnOptions,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  type ObjectType,
  type RelationOptions,
  UpdateDateColumn,
} from 'typeorm';

/** `created_at timestamptz`, filled in when the row is inserted (`default` to choose how). */
export const CreatedAtColumn = (options: Pick<ColumnOptions, 'default'> = {}) =>
  CreateDateColumn({ name: 'created_at', type: 'timestamptz', ...options });

/** `updated_at timestamptz`, set again by every save. */
export const UpdatedAtColumn = () => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });

/**
 * The record that a uuid column of this entity points to, as a many-to-one relation joined on
 * that column (declared beside it): `@BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })`.
 * `options` are ManyToOne's; `onDelete` says what the migration's foreign key does.
 */
export const BelongsTo = <T>(
  type: () => ObjectType<T>,
  column: string,
  options?: RelationOptions,
) => applyDecorators(ManyToOne(type, options), JoinColumn({ name: column }));
