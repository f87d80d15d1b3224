import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@pickwise/i18n';
import { queryClient } from '@pickwise/api-client';

/**
 * What every page renders inside: texts and the query client. The browser (bootstrap.tsx) puts a
 * BrowserRouter in it, the build-time prerender (server/render-page.tsx) a StaticRouter; the trees
 * must be the same for hydration to take over the prerendered HTML.
 */
export function ShellApp({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
