/**
 * Atom's own `DisplayLayer` (from `@pulsar-edit/text-buffer`, a dev
 * dependency) set up with the editor's parameters, for differential tests.
 */
import { createRequire } from 'node:module'
import { isCJK, ratioForCharacter } from '../../src/display/characters.js'
import type { Pos, Span } from '../../src/values/pos.js'

type AtomBufferCtor = new (params: { text: string }) => AtomBuffer

// text-buffer has native parts; when they are not built here, the differential tests are skipped.
const TextBuffer: AtomBufferCtor | null = (() => {
  try {
    return createRequire(import.meta.url)('@pulsar-edit/text-buffer') as AtomBufferCtor
  } catch {
    return null
  }
})()

/** Whether Atom's text-buffer loads on this machine. */
export const atomAvailable = TextBuffer !== null

/** The parts of text-buffer's DisplayLayer the tests call. */
export interface AtomLayer {
  translateBufferPosition(p: [number, number], options?: object): Pos
  translateScreenPosition(p: [number, number], options?: object): Pos
  clipScreenPosition(p: [number, number], options?: object): Pos
  getScreenLineCount(): number
  lineLengthForScreenRow(row: number): number
  getScreenLines(): { lineText: string }[]
  foldBufferRange(range: [[number, number], [number, number]]): number
  getApproximateRightmostScreenPosition(): Pos
  foldsMarkerLayer: { getMarkers(): { getRange(): Span }[] }
}

interface AtomBuffer {
  addDisplayLayer(params: object): AtomLayer
  setTextInRange(range: [[number, number], [number, number]], text: string): void
}

const isSpaceOrTab = (c: string) => c === ' ' || c === '\t'

/** Settings of the layer under test. */
export interface LayerSettings {
  readonly tabLength: number
  readonly softWrapColumn: number
  readonly hangingIndent: number
  readonly atomicSoftTabs: boolean
}

/** A buffer and a display layer configured as caretaker's editor configures it. */
export const atomLayer = (text: string, s: LayerSettings, folds: readonly Span[] = []): { buffer: AtomBuffer; layer: AtomLayer } => {
  if (!TextBuffer) throw new Error('@pulsar-edit/text-buffer is not available')
  const buffer = new TextBuffer({ text })
  const layer = buffer.addDisplayLayer({
    tabLength: s.tabLength,
    softWrapColumn: s.softWrapColumn,
    softWrapHangingIndent: s.hangingIndent,
    atomicSoftTabs: s.atomicSoftTabs,
    foldCharacter: '\ufeff',
    ratioForCharacter: (c: string) => ratioForCharacter(c.charCodeAt(0)),
    isWrapBoundary: (prev: string, c: string) =>
      ((isSpaceOrTab(prev) || prev === '-' || prev === '/') && !isSpaceOrTab(c)) || isCJK(c.charCodeAt(0)),
  })
  for (const f of folds) layer.foldBufferRange([[f.start.row, f.start.column], [f.end.row, f.end.column]])
  return { buffer, layer }
}
