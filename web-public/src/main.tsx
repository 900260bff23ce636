import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { AppTheme } from './app/theme/AppTheme';
import { ThemeModeProvider } from './app/theme/ThemeContext';
import { AuthProvider, forwardAuthHash } from './features/auth';
import './app/shell.css';

forwardAuthHash();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <AppTheme>
            <AuthProvider>
              <App />
            </AuthProvider>
          </AppTheme>
        </ThemeModeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  </StrictMode>,
);
