import { Box, Container } from '@mantine/core';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useMatch, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { DEFAULT_CONGRESS_SLUG } from '../../config/env.ts';
import { useCongress } from '../../api/congress.ts';
import { useSessionSync } from '../../features/auth/use-session-sync.ts';
import { CongressSlugProvider } from '../../lib/congress-slug.tsx';
import { ScreenErrorBoundary } from '../errors/screen-error-boundary.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { useRouteFocus } from './route-focus.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

type CongressLayoutProps = { congressSlug?: string; children?: ReactNode };

/** Every screen of a congress: skip link, header, main content and footer. */
export function CongressLayout({ congressSlug, children }: CongressLayoutProps) {
  const params = useParams();
  const slug = congressSlug ?? params.congressSlug ?? DEFAULT_CONGRESS_SLUG;
  const congress = useCongress(slug);
  // Back-office tables need the width of the screen; participant screens keep a reading width.
  const isBackOffice = useMatch({ path: paths.dashboardAdmin.path, end: false }) !== null;
  const containerSize = isBackOffice ? 1600 : 'lg';
  const isHeaderPending = congress.isPending;
  useSessionSync();
  useRouteFocus(MAIN_CONTENT_ID);
  const intl = useIntl();
  const title =
    congress.data?.label ??
    intl.formatMessage({ id: 'app.congressRegistration', defaultMessage: 'Congress registration' });
  // The tab's name: the congress, else the product in the reader's language (index.html says it in English).
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <CongressSlugProvider slug={slug}>
      {/* A first visit has no stored congress: the page shows once the header's logo and texts are
          known, or they would push the screen down as they arrive (a layout shift). The screen below
          still mounts, so its code and data load meanwhile. */}
      {isHeaderPending && (
        <Box pos="fixed" top={0} left={0} right={0}>
          <PageLoader />
        </Box>
      )}
      <Box
        mih="100vh"
        style={{
          display: 'flex',
          flexDirection: 'column',
          visibility: isHeaderPending ? 'hidden' : undefined,
        }}
      >
        {/* A new page opens at its top (a phone kept the rate list's position for the form); Back
            restores where a page was. Keyed by path: a list's filters in the query keep the position. */}
        <ScrollRestoration getKey={(location) => location.pathname} />
        <SkipLink />
        <AppHeader congressSlug={slug} congress={congress.data} containerSize={containerSize} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
          <Container size={containerSize} py="xl">
            <ScreenErrorBoundary homeHref={paths.home.getHref(slug)}>
              <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
            </ScreenErrorBoundary>
          </Container>
        </Box>
        <AppFooter congress={congress.data} containerSize={containerSize} />
      </Box>
    </CongressSlugProvider>
  );
}
