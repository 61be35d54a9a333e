import type { Checkpoint } from './types.js';

type Listener = (position: Checkpoint) => void;

/**
 * In-process "something was appended" signal. It only wakes processors early; correctness never depends on
 * it (processors also poll), so a listener that throws or misses a signal loses nothing.
 */
export class AppendSignal {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(position: Checkpoint): void {
    for (const listener of this.listeners) {
      try {
        listener(position);
      } catch {
        // a wake-up hint; the poll fallback covers a failed listener
      }
    }
  }
}
