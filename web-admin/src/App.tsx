import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import auditLog from './audit-log';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import contactMessages from './contact-messages';
import conversationReports from './conversation-reports';
import { dataProvider } from './dataProvider';
import emailOutbox from './email-outbox';
import { i18nProvider } from './i18nProvider';
import properties from './properties';
import { darkTheme, lightTheme } from './theme';
import textMessages from './text-messages';
import users from './users';
import kycSubmissions from './kyc-submissions';
import ownershipProofs from './ownership-proofs';
import applications from './applications';
import payments from './payments';
import refunds from './refunds';
import reportedReviews from './reported-reviews';
import listingReports from './listing-reports';
import tenancies from './tenancies';
import rentSchedules from './rent-schedules';
import tenancyDisputes from './tenancy-disputes';
import depositDisputes from './deposit-disputes';
import payouts from './payouts';
import payoutAccounts from './payout-accounts';
import viewings from './viewings';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** The console itself; mounted under /admin, where react-admin builds every link from `basename`. */
const Console = () => (
  <Admin
    basename="/admin"
    title="RentNaija console"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    loginPage={LoginPage}
    theme={lightTheme}
    darkTheme={darkTheme}
    requireAuth
    disableTelemetry
  >
    {(permissions: string | undefined) => (
      <>
        <Resource name="properties" {...properties} />
        <Resource name="kyc-submissions" {...kycSubmissions} />
        <Resource name="ownership-proofs" {...ownershipProofs} />
        <Resource name="applications" {...applications} />
        <Resource name="refunds" {...refunds} />
        <Resource name="payments" {...payments} />
        <Resource name="tenancies" {...tenancies} />
        <Resource name="tenancy-disputes" {...tenancyDisputes} />
        <Resource name="deposit-disputes" {...depositDisputes} />
        <Resource name="rent-schedules" {...rentSchedules} />
        <Resource name="payouts" {...payouts} />
        <Resource name="payout-accounts" {...payoutAccounts} />
        <Resource name="viewings" {...viewings} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="conversation-reports" {...conversationReports} />
        <Resource name="reported-reviews" {...reportedReviews} />
        <Resource name="reports" {...listingReports} />
        <Resource name="users" {...users} edit={permissions === 'admin' ? users.edit : undefined} />
        <Resource name="email-outbox" {...emailOutbox} />
        <Resource name="audit-log" {...auditLog} />
        <Resource name="text-messages" {...textMessages} />
      </>
    )}
  </Admin>
);

/**
 * Location updates are applied synchronously (`useTransitions={false}`): react-admin signs out
 * and redirects to /admin/login while it re-renders its auth state, and a transition-wrapped
 * location change is starved by those urgent updates (the redirect never renders and logs out
 * again in a loop).
 */
export const App = () => (
  <BrowserRouter useTransitions={false}>
    <Routes>
      <Route path="/admin/*" element={<Console />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  </BrowserRouter>
);
