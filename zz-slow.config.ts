import base from './playwright.config';
export default { ...base, expect: { timeout: 20_000 }, timeout: 240_000 };
