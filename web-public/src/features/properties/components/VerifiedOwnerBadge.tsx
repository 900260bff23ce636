import { SafetyCertificateFilled } from '@ant-design/icons';
import '../card.css';

const EXPLANATION =
  'Our team checked this landlord’s proof of the right to let this home (a title document, deed of assignment or letter of authority from the owner).';

/**
 * 'Verified owner': staff approved the landlord's proof of the right to let the listing. Plain
 * markup (no antd Tooltip) so the cards stay light; the explanation is the element's title and
 * its accessible description.
 */
export function VerifiedOwnerBadge({ size = 'small' }: { size?: 'small' | 'large' }) {
  return (
    <span className={`rp-verified rp-verified--${size}`} title={EXPLANATION}>
      <SafetyCertificateFilled aria-hidden="true" />
      <span>Verified owner</span>
      <span className="rp-sr-only"> — {EXPLANATION}</span>
    </span>
  );
}
