import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './app/layout/AppLayout';
import { PageSpinner } from './components/PageSpinner';
import { ProtectedRoute } from './features/auth';

/** React.lazy for a page module's named export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() itself is typed with ComponentType<any>
type AnyComponent = ComponentType<any>;

function page<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
const BrowsePage = page(() => import('./pages/BrowsePage'), 'BrowsePage');
const PropertyDetailPage = page(() => import('./pages/PropertyDetailPage'), 'PropertyDetailPage');
const SavedPropertiesPage = page(
  () => import('./pages/SavedPropertiesPage'),
  'SavedPropertiesPage',
);
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('./pages/RegisterPage'), 'RegisterPage');
const AuthCallbackPage = page(() => import('./pages/AuthCallbackPage'), 'AuthCallbackPage');
const ForgotPasswordPage = page(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const ResendConfirmationPage = page(
  () => import('./pages/ResendConfirmationPage'),
  'ResendConfirmationPage',
);
const DashboardPage = page(() => import('./pages/DashboardPage'), 'DashboardPage');
const SettingsPage = page(() => import('./pages/SettingsPage'), 'SettingsPage');
const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
const HowItWorksPage = page(() => import('./pages/HowItWorksPage'), 'HowItWorksPage');
const PrivacyPage = page(() => import('./pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('./pages/TermsPage'), 'TermsPage');
const RefundPage = page(() => import('./pages/RefundPage'), 'RefundPage');
const SafetyPage = page(() => import('./pages/SafetyPage'), 'SafetyPage');
const HelpPage = page(() => import('./pages/HelpPage'), 'HelpPage');
const ContactPage = page(() => import('./pages/ContactPage'), 'ContactPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');
// The landlord's side of listings: the wizard, editing, property management.
const ListPropertyPage = page(() => import('./pages/ListPropertyPage'), 'ListPropertyPage');
const EditPropertyPage = page(() => import('./pages/EditPropertyPage'), 'EditPropertyPage');
const PropertyManagementPage = page(
  () => import('./pages/PropertyManagementPage'),
  'PropertyManagementPage',
);
const StaffPropertyPage = page(() => import('./pages/StaffPropertyPage'), 'StaffPropertyPage');
// Viewings and saved searches.
const SchedulePage = page(() => import('./pages/SchedulePage'), 'SchedulePage');
const ScheduleViewingPage = page(
  () => import('./pages/ScheduleViewingPage'),
  'ScheduleViewingPage',
);
const UnsubscribeSearchPage = page(
  () => import('./pages/UnsubscribeSearchPage'),
  'UnsubscribeSearchPage',
);
const MessagesPage = page(() => import('./pages/MessagesPage'), 'MessagesPage');
const GuarantorPage = page(() => import('./pages/GuarantorPage'), 'GuarantorPage');
const ConfirmListingPage = page(() => import('./pages/ConfirmListingPage'), 'ConfirmListingPage');
const KycPage = page(() => import('./pages/KycPage'), 'KycPage');
// Dashboards and analytics
const AnalyticsPage = page(() => import('./pages/AnalyticsPage'), 'AnalyticsPage');
// Booking, payments and applications.
const BookingPage = page(() => import('./pages/BookingPage'), 'BookingPage');
const PaymentCallbackPage = page(
  () => import('./pages/PaymentCallbackPage'),
  'PaymentCallbackPage',
);
const PaymentsPage = page(() => import('./pages/PaymentsPage'), 'PaymentsPage');
const ApplicationsPage = page(() => import('./pages/ApplicationsPage'), 'ApplicationsPage');
const ApplicantFilePage = page(() => import('./pages/ApplicantFilePage'), 'ApplicantFilePage');
const TenanciesPage = page(() => import('./pages/TenanciesPage'), 'TenanciesPage');
const TenancyPage = page(() => import('./pages/TenancyPage'), 'TenancyPage');
const LandlordProfilePage = page(
  () => import('./pages/LandlordProfilePage'),
  'LandlordProfilePage',
);
const PayoutsPage = page(() => import('./pages/PayoutsPage'), 'PayoutsPage');
// The renter profile that travels, and the links its tenant shares.
const RenterProfilePage = page(() => import('./pages/RenterProfilePage'), 'RenterProfilePage');
const SharedProfilePage = page(() => import('./pages/SharedProfilePage'), 'SharedProfilePage');

function guard(element: ReactNode) {
  return <ProtectedRoute>{element}</ProtectedRoute>;
}

export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="properties" element={<BrowsePage />} />
          <Route path="property/:id" element={<PropertyDetailPage />} />
          <Route path="landlords/:id" element={<LandlordProfilePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="auth/callback" element={<AuthCallbackPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="resend-confirmation" element={<ResendConfirmationPage />} />

          <Route path="about" element={<AboutPage />} />
          <Route path="how-it-works" element={<HowItWorksPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="refund" element={<RefundPage />} />
          <Route path="safety" element={<SafetyPage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="guarantor/:token" element={<GuarantorPage />} />
          <Route path="confirm-listing/:token" element={<ConfirmListingPage />} />

          <Route path="dashboard" element={guard(<DashboardPage />)} />
          <Route path="tenant-dashboard" element={guard(<DashboardPage role="tenant" />)} />
          <Route path="landlord-dashboard" element={guard(<DashboardPage role="landlord" />)} />
          <Route path="admin-dashboard" element={guard(<DashboardPage role="admin" />)} />
          <Route path="saved-properties" element={guard(<SavedPropertiesPage />)} />
          <Route path="settings" element={guard(<SettingsPage />)} />
          {/* Viewings and saved searches. */}
          <Route path="schedule" element={guard(<SchedulePage />)} />
          <Route path="landlord/schedule-viewing" element={guard(<ScheduleViewingPage />)} />
          <Route path="saved-searches/unsubscribe" element={<UnsubscribeSearchPage />} />
          <Route path="messages" element={guard(<MessagesPage />)} />
          {/* Not guarded: the KYC page itself tells visitors to sign in. */}
          <Route path="kyc" element={<KycPage />} />
          {/* Dashboards and analytics */}
          <Route path="analytics" element={guard(<AnalyticsPage />)} />
          {/* Booking, payments and applications: the callback before payment/:propertyId. */}
          {/* PAYMENT_CALLBACK_PATH of @rentnaija/shared, written out: the entry imports no shared code. */}
          <Route path="payment/callback" element={guard(<PaymentCallbackPage />)} />
          <Route path="payment/:propertyId" element={<BookingPage />} />
          <Route path="payments" element={guard(<PaymentsPage />)} />
          <Route path="applications" element={guard(<ApplicationsPage />)} />
          <Route path="applications/:id" element={guard(<ApplicantFilePage />)} />
          <Route path="tenancies" element={guard(<TenanciesPage />)} />
          <Route path="tenancies/:id" element={guard(<TenancyPage />)} />
          <Route path="payouts" element={guard(<PayoutsPage />)} />
          <Route path="renter-profile" element={guard(<RenterProfilePage />)} />
          <Route path="shared-profile/:token" element={<SharedProfilePage />} />

          <Route path="list-property" element={<ListPropertyPage />} />
          <Route path="property/:id/edit" element={guard(<EditPropertyPage />)} />
          <Route path="property-management" element={guard(<PropertyManagementPage />)} />
          <Route path="properties/:id" element={<StaffPropertyPage />} />
          <Route path="properties/:id/edit" element={<StaffPropertyPage edit />} />

          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
