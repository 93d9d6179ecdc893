/**
 * A node's copy of reference data that staff change rarely and every customer reads: loaded
 * once, kept until a change is heard, read through whenever changes might go unheard.
 */
export interface ReferenceCopy<T> {
  /** The copy; loaded when there is none (one load however many ask at once). */
  read(): Promise<T>;
  /** A change committed (here or on another node): the next read loads again. */
  forget(): void;
  /** Changes may go unheard from now on (the channel dropped): every read loads, until `trust`. */
  distrust(): void;
  /** Changes are heard again: forget what was kept, and keep again. */
  trust(): void;
  /**
   * Loads again, out of any request, when the copy kept is past half its longest age: called
   * on a timer, so readers find it fresh instead of one of them paying for the load.
   */
  refresh(): Promise<void>;
}

export function referenceCopy<T>(
  load: () => Promise<T>,
  options: {
    /**
     * The longest a copy is kept even when no change is heard: what bounds a change missed by
     * a channel that died without saying so (a half-open connection), or made by a process
     * that could not tell this one.
     */
    maxAgeMs: number;
    now?: () => number;
  },
): ReferenceCopy<T> {
  const now = options.now ?? Date.now;
  let kept: { value: T; loadedAt: number } | undefined;
  let loading: { promise: Promise<T>; generation: number } | undefined;
  let trusted = true;
  // Every forget moves it on: a load that began before a change may have read the data before
  // it, so it is kept only if no change was heard while it ran.
  let generation = 0;

  function forget() {
    generation += 1;
    kept = undefined;
    loading = undefined;
  }

  function startLoad(): Promise<T> {
    if (loading && loading.generation === generation) return loading.promise;
    const started = { generation, at: now() };
    const promise = load().then(
      (value) => {
        if (trusted && generation === started.generation) {
          kept = { value, loadedAt: started.at };
        }
        if (loading?.promise === promise) loading = undefined;
        return value;
      },
      (error: unknown) => {
        if (loading?.promise === promise) loading = undefined;
        throw error;
      },
    );
    loading = { promise, generation };
    return promise;
  }

  return {
    read() {
      if (!trusted) return load();
      if (kept && now() - kept.loadedAt < options.maxAgeMs) return Promise.resolve(kept.value);
      return startLoad();
    },
    async refresh() {
      if (!trusted || !kept || now() - kept.loadedAt < options.maxAgeMs / 2) return;
      // A failed refresh leaves the copy to expire; the next reader loads (and sees the error).
      await startLoad().catch(() => undefined);
    },
    forget,
    distrust() {
      trusted = false;
      forget();
    },
    trust() {
      trusted = true;
      forget();
    },
  };
}
