import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '../app/useDocumentTitle';

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
