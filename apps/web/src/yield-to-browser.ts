/**
 * Resolves in a task of its own, after the browser has had its turn: the step after an `await` of it is a task apart
 * from the step before. Chromium's `scheduler.yield()` where it exists (the rest of the start goes first in the queue);
 * otherwise a message to this window's own channel, which, unlike a timer, is not held back in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
