import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import auditLog from './audit-log';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import contactMessages from './contact-messages';
import { dataProvider } from './dataProvider';
import emailOutbox from './email-outbox';
import { i18nProvider } from './i18nProvider';
import properties from './properties';
import { darkTheme, lightTheme } from './theme';
import users from './users';

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
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="users" {...users} edit={permissions === 'admin' ? users.edit : undefined} />
        <Resource name="email-outbox" {...emailOutbox} />
        <Resource name="audit-log" {...auditLog} />
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
