import { AuthCard, ResetPasswordForm } from '../features/auth';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Your new password must meet every rule below."
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
