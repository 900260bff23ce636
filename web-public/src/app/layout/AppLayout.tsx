import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineBanner } from '../../components/OfflineBanner';
import { PageSpinner } from '../../components/PageSpinner';
import { ScrollToTop } from './ScrollToTop';

/** The drawer (and antd's Drawer code) loads the first time the menu is opened. */
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));

export function AppLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarUsed, setSidebarUsed] = useState(false);
  return (
    <div className="rn-app">
      <a href="#main" className="rn-skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header
        onOpenSidebar={() => {
          setSidebarUsed(true);
          setSidebarOpen(true);
        }}
      />
      <OfflineBanner />
      {sidebarUsed && (
        <Suspense fallback={null}>
          <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
        </Suspense>
      )}
      <main id="main" className="rn-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
