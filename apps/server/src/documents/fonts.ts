// The one font every generated document uses: DejaVu Sans from the dejavu-fonts-ttf package, so
// Cyrillic renders the same on any machine (no system font is ever looked up).
import { createRequire } from 'node:module';

/** The family name the fonts declare; charts and PDFs ask for it by this name. */
export const DOCUMENT_FONT_FAMILY = 'DejaVu Sans';

let files: { regular: string; bold: string } | undefined;

/**
 * Paths of DejaVu Sans regular and bold. Resolved through node_modules from this module (source or
 * bundle alike), once.
 */
export function documentFontFiles(): { regular: string; bold: string } {
  if (!files) {
    const require = createRequire(import.meta.url);
    files = {
      regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
      bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
    };
  }
  return files;
}
