/**
 * An in-memory Storage: a "reload" reuses it with a fresh Persistence, and it can be made to fail like a full
 * (`quota`) or forbidden (`forbidden`) localStorage.
 */
export class MemoryStorage implements Storage {
  data = new Map<string, string>();
  quota = Infinity;
  forbidden = false;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.forbidden) throw new DOMException('denied', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.forbidden) throw new DOMException('denied', 'SecurityError');
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
