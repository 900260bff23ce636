import { EmailConfirmation } from '../features/auth/components/EmailConfirmation';
import { useDocumentTitle } from '../app/useDocumentTitle';

export function AuthCallbackPage() {
  useDocumentTitle('Confirm your email');
  return (
    <div className="rn-container rn-section">
      <EmailConfirmation />
    </div>
  );
}
