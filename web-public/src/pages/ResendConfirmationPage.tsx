import { AuthCard, ResendConfirmationForm } from '../features/auth';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function ResendConfirmationPage() {
  useDocumentTitle('Resend confirmation');
  return (
    <AuthCard
      title="Confirm your email"
      subtitle="Enter the address you registered with and we will send a new confirmation link."
    >
      <ResendConfirmationForm />
    </AuthCard>
  );
}
