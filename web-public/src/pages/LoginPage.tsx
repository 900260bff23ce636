import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginForm } from '../features/auth/components/LoginForm';
import { useDocumentTitle } from '../app/useDocumentTitle';

export function LoginPage() {
  useDocumentTitle('Login');
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Login to manage your saved homes, bookings and listings."
    >
      <LoginForm />
    </AuthCard>
  );
}
