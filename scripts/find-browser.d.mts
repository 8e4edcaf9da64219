// Types of find-browser.mjs for the TypeScript that imports it (playwright.config.ts, test/).
export interface Browser {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}
export interface BrowserError {
  error: string;
}
export interface FindOptions {
  env?: Record<string, string | undefined>;
  isExecutable?: (file: string) => boolean;
  playwrightPath?: () => string;
  platform?: string;
}
export const browserNames: string[];
export const appBundles: string[];
export function findBrowser(options?: FindOptions): Browser | BrowserError | null;
export const noBrowserAdvice: string;
