import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '../app/useDocumentTitle';

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
