import { EmailConfirmation } from '../features/auth';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function AuthCallbackPage() {
  useDocumentTitle('Confirm your email');
  return (
    <div className="rn-container rn-section">
      <EmailConfirmation />
    </div>
  );
}
