/**
 * What every `on…` / `observe…` method returns: an event-kit `Disposable`,
 * typed by the members it really has so that both `@types/event-kit`'s and
 * `@types/atom`'s `Disposable` accept it (the two disagree on
 * `disposalAction`, which matters under `exactOptionalPropertyTypes`).
 */
export interface Disposable {
  /** True once `dispose()` has run. */
  readonly disposed: boolean
  /** Unsubscribes; calling it again does nothing. */
  dispose(): void
}
