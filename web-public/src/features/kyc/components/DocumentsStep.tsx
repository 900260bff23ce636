import { Input, Select } from 'antd';
import {
  GOVERNMENT_ID_TYPES,
  KYC_MESSAGES,
  type KycDocumentDto,
  NIN_LENGTH,
} from '@rentnaija/shared';
import { tokenStore } from '../../../api/tokens';
import { DocumentUpload, type StoredFile } from '../../../components/DocumentUpload';
import { useAuth } from '../../auth';
import { uploadKycDocument } from '../queries';
import { choices, KycField, type KycStepProps } from './KycField';

/** The two documents: the field, what it is called, and the kind of upload. */
const DOCUMENTS = [
  {
    name: 'governmentIdDocumentId',
    label: 'Government ID',
    extra: 'A clear photo or scan of the ID you chose above',
    kind: 'government_id',
    stored: 'governmentId',
  },
  {
    name: 'proofOfResidencyDocumentId',
    label: 'Proof of residency',
    extra: 'A recent utility bill, tenancy agreement or bank statement showing your address',
    kind: 'proof_of_residency',
    stored: 'proofOfResidency',
  },
] as const;

/** A signed-in session: an access token, or a refresh token to get one. */
const hasSession = () => !!(tokenStore.getAccessToken() || tokenStore.getRefreshToken());

/**
 * Step 4: the ID and the NIN, and the two documents, each uploaded as soon as it is picked
 * (`onBusyChange` says which are still uploading).
 */
export function DocumentsStep({
  form,
  documents,
  onBusyChange,
}: KycStepProps & {
  /** Documents of a rejected submission, kept unless replaced. */
  documents?: { governmentId?: KycDocumentDto | null; proofOfResidency?: KycDocumentDto | null };
  /** Which documents are still uploading, as it happens. */
  onBusyChange(document: string, busy: boolean): void;
}) {
  const { user } = useAuth();
  const uploader =
    (kind: 'government_id' | 'proof_of_residency') =>
    (file: File, onProgress: (percent: number) => void): Promise<StoredFile> => {
      // Two refusals before an upload: no session, or no user behind it.
      if (!hasSession()) return Promise.reject(new Error(KYC_MESSAGES.noAuthToken));
      if (!user?.id) return Promise.reject(new Error(KYC_MESSAGES.userIdMissing));
      return uploadKycDocument(kind, file, { onProgress });
    };

  return (
    <div className="rn-kyc-grid">
      <KycField form={form} name="governmentIdType" label="Government ID type">
        <Select options={choices(GOVERNMENT_ID_TYPES)} />
      </KycField>
      <KycField
        form={form}
        name="ninNumber"
        label="NIN (National Identification Number)"
        extra={`${NIN_LENGTH} digits, on your NIN slip or card`}
      >
        <Input inputMode="numeric" maxLength={NIN_LENGTH} autoComplete="off" />
      </KycField>
      {DOCUMENTS.map((d) => (
        <KycField key={d.name} form={form} name={d.name} label={d.label} wide extra={d.extra}>
          <DocumentUpload
            stored={documents?.[d.stored]}
            upload={uploader(d.kind)}
            onBusyChange={(busy) => onBusyChange(d.stored, busy)}
          />
        </KycField>
      ))}
    </div>
  );
}
