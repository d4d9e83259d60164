import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { handleSessionExpired } from './lib/api-client.ts';
import { paths } from './lib/paths.ts';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// A signed-in call that answers 401 (expired or revoked token): back to the right login.
handleSessionExpired((role) => {
  queryClient.clear();
  void router.navigate(role === 'admin' ? paths.adminLogin.href : paths.login.href, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
