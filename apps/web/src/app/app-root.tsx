import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { TestModeRibbon } from '../components/layout/test-mode-ribbon.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Everything the page shows: the router's page, and above it on every page (public, signed-in, an
 * error page) the test-mode ribbon when payments are not real.
 */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TestModeRibbon />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
