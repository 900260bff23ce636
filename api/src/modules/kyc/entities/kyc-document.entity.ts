import type { KycDocumentKind } from '@rentnaija/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';
import type { StoredDocumentType } from '../../../platform/storage/private-documents.js';

/**
 * A private identity document a user uploaded (government ID, proof of residency). The file is
 * in private storage under `storageKey`; only its owner and staff read it, through the API.
 */
@Entity('kyc_documents')
@Index(['userId', 'createdAt'])
export class KycDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @BelongsTo(() => User, 'user_id', { onDelete: 'CASCADE' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 30 })
  kind: KycDocumentKind;

  @Column({ name: 'storage_key', type: 'varchar', length: 200, unique: true })
  storageKey: string;

  /** Decided by the file's bytes, not its name. */
  @Column({ name: 'mime_type', type: 'varchar', length: 40 })
  mimeType: StoredDocumentType;

  @Column({ type: 'integer' })
  size: number;

  /** The uploaded file's name, cleaned, for downloads. */
  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @CreatedAtColumn()
  createdAt: Date;
}
