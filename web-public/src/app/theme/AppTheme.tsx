import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import type { ThemeConfig } from 'antd';
import { toastHostWanted } from '../../components/toast';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));
import { useThemeMode } from './ThemeContext';

export const BRAND_GREEN = '#0f7b4f';

const shared: ThemeConfig['token'] = {
  colorPrimary: BRAND_GREEN,
  colorLink: BRAND_GREEN,
  borderRadius: 10,
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** antd theme by mode: darkAlgorithm / defaultAlgorithm with the brand tokens. */
export function themeConfig(mode: 'light' | 'dark'): ThemeConfig {
  return mode === 'dark'
    ? {
        algorithm: theme.darkAlgorithm,
        token: {
          ...shared,
          colorPrimary: '#2fbf81',
          colorLink: '#4cc38a',
          colorBgLayout: '#0b0f0d',
          // Near-black text on the bright green keeps primary buttons above 4.5:1 contrast.
          colorTextLightSolid: '#04140c',
          colorTextPlaceholder: '#8d9c95',
          colorTextDescription: '#a3b0a9',
          colorTextTertiary: '#a3b0a9',
        },
      }
    : {
        algorithm: theme.defaultAlgorithm,
        token: {
          ...shared,
          colorBgLayout: '#f6f8f7',
          colorTextPlaceholder: '#6b7872',
          colorTextDescription: '#5f6b65',
          colorTextTertiary: '#5f6b65',
        },
      };
}

export function AppTheme({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <ConfigProvider theme={themeConfig(mode)}>
      <ToastHostWhenWanted />
      {children}
    </ConfigProvider>
  );
}

/** Loads and mounts the toast holder once the first toast is asked for (components/toast). */
function ToastHostWhenWanted() {
  const wanted = useSyncExternalStore(toastHostWanted.subscribe, toastHostWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
