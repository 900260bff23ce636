export { AuthProvider, useAuth } from './AuthContext';
export type { AuthContextValue, AuthStatus } from './AuthContext';
export { ProtectedRoute } from './components/ProtectedRoute';
export { dashboardPathFor, ROLE_LABELS } from './roles';
