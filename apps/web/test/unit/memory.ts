/** Storage for the unit tests, without a browser. */

/** A Map behind the Storage interface, optionally failing on writes (a full quota). */
export function memory(full = false): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (n) => [...m.keys()][n] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      m.set(k, v);
    },
  };
}
