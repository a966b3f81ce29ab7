/**
 * Listener counts of an event-kit `Emitter` (its `listenerCountForEventName`
 * and `getTotalListenerCount`, which its type declarations leave out): the
 * facades skip building events nobody would receive.
 */
import type { Emitter } from 'event-kit'

interface Counting {
  listenerCountForEventName(eventName: string): number
  getTotalListenerCount(): number
}

/** Listeners of `eventName` on `emitter`, or of every event when it is left out. */
export const listenerCount = (emitter: Emitter<never, never> | object | undefined, eventName?: string): number => {
  if (emitter === undefined) return 0
  const e = emitter as unknown as Counting
  return eventName === undefined ? e.getTotalListenerCount() : e.listenerCountForEventName(eventName)
}
