import 'server-only';

export interface BackgroundTasks {
  /** Starts work the caller does not wait for; failures go to `onError`. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when every started task has settled (tests, graceful shutdown). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void,
): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
