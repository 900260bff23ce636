import { AuthCard } from '../features/auth/components/AuthCard';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import { useDocumentTitle } from '../app/useDocumentTitle';

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
