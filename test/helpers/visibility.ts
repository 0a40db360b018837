// Test pages may run in background tabs (document.hidden is true there), so tests that depend on visibility set it.
export function controlVisibility(): { set(hidden: boolean): void; restore(): void } {
  let hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  return {
    set(value: boolean) {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    restore() {
      delete (document as unknown as { hidden?: boolean }).hidden;
      delete (document as unknown as { visibilityState?: string }).visibilityState;
    },
  };
}
