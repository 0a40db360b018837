/** Kept in step with package.json (a test checks it). */
export const VERSION = '0.1.0';
