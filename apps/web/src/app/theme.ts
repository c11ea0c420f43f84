import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';

/** The names of the icon buttons the theme gives, in the reader's language. */
export type ThemeLabels = { closeNotification: string; closeDialog: string };

/**
 * Indigo at shade 8 keeps white text on filled buttons at 5.7:1 (WCAG AA); the shades Mantine uses
 * by default for dimmed text, errors and links fall under 4.5:1 on white, so they are darkened.
 */
export const themeFor = (labels: ThemeLabels): MantineThemeOverride =>
  createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: 8, dark: 6 },
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: {
      fontWeight: '700',
      sizes: { h1: { fontSize: '2rem', lineHeight: '1.25' } },
    },
    // Plain objects, not `Modal.extend(...)`: naming the components here would put the modal (and its
    // scroll area and floating-ui) and the notification on the first page of every visitor.
    components: {
      // Mantine's notification text under a title is gray 6 (3.3:1) and its close button has no name.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotification } },
        styles: { description: { color: 'var(--mantine-color-gray-8)' } },
      },
      // The modal's close button is an icon: it needs a name.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeDialog } } },
      // A label longer than its button (French and Portuguese at a phone's width) wraps onto a second
      // line rather than being cut; one line keeps the button's own height.
      Button: {
        styles: {
          root: {
            height: 'auto',
            minHeight: 'var(--button-height)',
            display: 'inline-flex',
            alignItems: 'center',
          },
          inner: { flex: 1, height: 'auto' },
          label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', paddingBlock: 4 },
        },
      },
    },
  });

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
  },
  dark: {},
});
