/** A storage that refuses every call, as a browser with storage disabled or full does. */
export const refusingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
} as unknown as Storage;
