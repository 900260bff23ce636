import { AuthCard, LoginForm } from '../features/auth';
import { useDocumentTitle } from '../components/useDocumentTitle';

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
