import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { handleSessionExpired } from './lib/api-client.ts';
import { paths } from './lib/paths.ts';
import { loginHref } from './lib/return-to.ts';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter();

// A signed-in call that answers 401 (expired or revoked token): back to the right login, and a traveller back here after.
handleSessionExpired((role) => {
  queryClient.clear();
  const here = router.state.location.pathname + router.state.location.search;
  void router.navigate(role === 'admin' ? paths.adminLogin.href : loginHref(here), { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot router={router} queryClient={queryClient} />
  </StrictMode>,
);
