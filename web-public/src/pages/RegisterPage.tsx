import { AuthCard, RegisterForm } from '../features/auth';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <AuthCard
      title="Create your account"
      subtitle="Rent monthly without the two-year lump sum, or list your property to verified tenants."
    >
      <RegisterForm />
    </AuthCard>
  );
}
