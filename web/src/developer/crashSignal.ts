import { useSyncExternalStore } from 'react';

/**
 * The Style Guide's preview of the router's error page: an error no page boundary catches. A module-level
 * signal (not react-admin's store, which persists) so a reload always brings the app back.
 */
let crashMessage: string | undefined;
const listeners = new Set<() => void>();

export function crashTheApplication(message: string): void {
  crashMessage = message;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered in the top bar, outside the page's error boundary: throws once the signal is raised. */
export function ApplicationCrashTrigger() {
  const message = useSyncExternalStore(subscribe, () => crashMessage);
  if (message) throw new Error(message);
  return null;
}
