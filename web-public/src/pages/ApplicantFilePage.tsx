import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ApplicantFileView } from '../features/applications';
import { ProfileParts } from '../features/renter-profile';

/** /applications/:id — the applicant file the listing's landlord decides on. */
export function ApplicantFilePage() {
  useDocumentTitle('Applicant file');
  const { id = '' } = useParams();
  return (
    <div className="rn-container rn-section">
      <ApplicantFileView id={id} renderProfile={(p) => <ProfileParts profile={p} />} />
    </div>
  );
}
