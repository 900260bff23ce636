import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppTheme } from './app/theme/AppTheme';
import { ThemeModeProvider } from './app/theme/ThemeContext';
import { forwardAuthHash } from './features/auth/forwardAuthHash';
import { AuthProvider } from './features/auth';
import './app/styles.css';

forwardAuthHash();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ThemeModeProvider>
        <AppTheme>
          <AuthProvider>
            <App />
          </AuthProvider>
        </AppTheme>
      </ThemeModeProvider>
    </BrowserRouter>
  </StrictMode>,
);
