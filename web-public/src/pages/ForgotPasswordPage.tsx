import { AuthCard, ForgotPasswordForm } from '../features/auth';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you registered with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
