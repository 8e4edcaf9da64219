// The visual theme: one blue accent, calm greys, medium radii, system fonts (nothing downloaded).
// Breakpoints stay Mantine's, so `sm` (48em = 768 px) is the spec's mobile breakpoint.
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../lib/i18n';

const brand: MantineColorsTuple = [
  '#e7f1fc',
  '#cfe0f6',
  '#9fc0ea',
  '#6b9edf',
  '#4282d5',
  '#2a71cf',
  '#1a67cd',
  '#0b5cad',
  '#004f9f',
  '#00438c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Modal: {
      defaultProps: {
        radius: 'md',
        centered: true,
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
        // The cross is named for screen readers; a modal may name it otherwise.
        closeButtonProps: { 'aria-label': i18n.t('ui.close') },
      },
    },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});
