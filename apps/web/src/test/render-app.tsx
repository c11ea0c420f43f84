import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import type { Language } from '@congress/domain/i18n/languages';
import { storeLanguage } from '../app/i18n/initial-language.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { installSessionExpiry } from '../app/session.ts';
import { createQueryClient } from '../lib/query-client.ts';

type RenderOptions = {
  /**
   * The reader's language, as if chosen in the header. Not English: the catalogue loads
   * first, so query the screen with `findBy…`.
   */
  language?: Language;
};

/** The real route table and providers in memory, starting at `path`. */
export function renderApp(path: string, options: RenderOptions = {}) {
  if (options.language) storeLanguage(options.language);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  installSessionExpiry(queryClient, router);
  const view = render(
    <AppProviders queryClient={queryClient}>
      {/* What react-router/dom's RouterProvider (app.tsx) adds; importing it here would load a
          second copy of react-router in Vitest (its CommonJS and ES builds), each with its own context. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component inside the app's providers, for feature tests that need no routes. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  if (options.language) storeLanguage(options.language);
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/** Where a navigation away from the screen under test landed, for `findByTestId('where')`. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** One screen at `path` inside the providers; every other path shows where the screen navigated to. */
export function renderAtRoute(path: string, screen: ReactNode, options: RenderOptions = {}) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    options,
  );
}
