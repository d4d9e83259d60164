import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { startVitals } from './features/vitals/start-vitals.ts';
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

const root = document.getElementById('root')!;

/**
 * The server writes some pages' first screen into the root as plain HTML (a tour's pages). It
 * stays until the router has this page's code, so the app's first render replaces it with the
 * page itself rather than with the loading state; any other page renders at once.
 */
function firstPageReady(): Promise<void> {
  if (!root.firstElementChild || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The first render is a transition: React then renders the page in slices of a few milliseconds,
 * letting the browser answer a tap between them, instead of in one long task (half a second and
 * more for a tour page on a mid-range phone). What is on screen meanwhile is the server's first
 * screen, or nothing on pages without one, exactly as before.
 */
void firstPageReady().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppRoot router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);

// A sample of page views measures its speed for the operator, after the page has loaded (decision 053).
startVitals();
