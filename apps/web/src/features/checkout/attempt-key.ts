/**
 * An idempotency key kept for the tab's session under a name, until the attempt it belongs to is finished. A module of
 * its own: the file page keys a purchase with it before the payment step's code has loaded.
 */
export function attemptKey(storageKey: string) {
  return {
    get: () => {
      const existing = sessionStorage.getItem(storageKey);
      if (existing) return existing;
      const created = crypto.randomUUID();
      sessionStorage.setItem(storageKey, created);
      return created;
    },
    finish: () => sessionStorage.removeItem(storageKey),
  };
}
