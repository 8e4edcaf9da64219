// The visual theme: one blue accent, calm greys, medium radii, system fonts (nothing downloaded).
// Breakpoints stay Mantine's, so `sm` (48em = 768 px) is the spec's mobile breakpoint.
import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
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

// Mantine's greys, but shade 6 — the `dimmed` colour of hints, captions and descriptions — darkened
// from #868e96 (3.3:1 on white) to #636a72: 5.5:1 on white, 4.9:1 on gray-1, still lighter than the
// body text's gray-9 (docs/decisions/0024).
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#636a72',
  '#495057',
  '#343a40',
  '#212529',
];

/**
 * Text on a tinted background (the light, subtle and transparent variants of badges, alerts and
 * buttons): Mantine gives it shade 6 or 7, 2–3:1 on its tint. The darkest shade, darkened by a
 * third, is ≥ 4.5:1 on the tint even inside a selected row, and keeps its hue (decision 0024).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'gray' || parsed.color === 'dark') return colors;
  if (colors.color !== `var(--mantine-color-${parsed.color}-light-color)`) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.35) };
};

/**
 * The placeholder and error colours. The placeholder: Mantine's gray-5 (#adb5bd, 2.1:1 on white) fails WCAG AA where a
 * placeholder is drawn as text (the date pickers' «Выберите дату»); the dimmed gray-6 (5.5:1) is used
 * instead, still lighter than typed text (decision 0024).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': t.colors.gray[6],
    // A field's error (its message, and its text and placeholder while invalid): Mantine's red-6
    // (#fa5252) is 3.3:1 on white; red-8 (#c92a2a) is 5.9:1. axe refused the chat's empty-topic state.
    '--mantine-color-error': t.colors.red[8],
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, gray },
  variantColorResolver,
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
    // A modal's header is Mantine's <header>: a second `banner` landmark beside the page's own.
    ModalHeader: { defaultProps: { role: 'none' } },
    // A toast's cross, named like the modals' (axe: button-name, critical).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('ui.close') } } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});
