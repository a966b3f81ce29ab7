/**
 * Property tests of the display layer: agreement with Atom's own DisplayLayer
 * on random texts, settings and folds; round trips and monotonicity of the
 * conversions; idempotent clipping; and the incremental map after random
 * edits equal to one computed from scratch.
 */
import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as S from '../src/display/screen.js'
import { isCharacterPair } from '../src/display/characters.js'
import { addFold, effectiveFolds, mapFolds, removeFolds } from '../src/display/folds.js'
import { buildDisplayMap, type DisplayMap, longestScreenRow } from '../src/display/display-map.js'
import { plainWidth } from '../src/display/wrap.js'
import { displayParams } from '../src/display/params.js'
import type { RowNode } from '../src/display/row-tree.js'
import { mapChanges } from '../src/state/selections.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import * as P from '../src/values/pos.js'
import type { Pos, Span } from '../src/values/pos.js'
import { atomAvailable, atomLayer, type LayerSettings } from '../test/display/atom-layer.js'

// ─── generators ─────────────────────────────────────────────────────────────

const displayChar = fc.constantFrom('a', 'b', 'c', ' ', ' ', ' ', '\t', '-', '/', '中', '文', 'ｱ', '한', '😀', 'e\u0301', '\u2764\ufe0f', 'x')
const displayLine = fc.array(displayChar, { maxLength: 24 }).map(cs => cs.join(''))
const displayText = fc.array(displayLine, { minLength: 1, maxLength: 7 }).map(ls => ls.join('\n'))

const settingsArb: fc.Arbitrary<LayerSettings> = fc.record({
  tabLength: fc.integer({ min: 1, max: 8 }),
  softWrapColumn: fc.oneof(fc.integer({ min: 1, max: 24 }), fc.constant(500)),
  hangingIndent: fc.integer({ min: 0, max: 4 }),
  atomicSoftTabs: fc.boolean(),
})

const lineLengths = (text: string) => text.split('\n').map(l => l.length)

/** A valid buffer position of `text`, from two raw numbers. */
const posIn = (lens: readonly number[], r: number, c: number): Pos => {
  const row = r % lens.length
  return P.pos(row, c % (lens[row]! + 1))
}

const foldsArb = (text: string) =>
  fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 3 }).map(raw =>
    raw.map(([a, b, c, d]): Span => {
      const lens = lineLengths(text)
      return P.span(posIn(lens, a, b), posIn(lens, c, d))
    }),
  )

const stateFor = (text: string, s: LayerSettings, folds: readonly Span[]): EditorState =>
  folds.reduce(
    addFold,
    createEditorState({
      text,
      tabLength: s.tabLength,
      softWrapped: true,
      editorWidthInChars: s.softWrapColumn,
      softWrapHangingIndentLength: s.hangingIndent,
      atomicSoftTabs: s.atomicSoftTabs,
    }),
  )

const caseArb = displayText.chain(text => fc.tuple(fc.constant(text), settingsArb, foldsArb(text)))

const DIRS = ['closest', 'backward', 'forward'] as const
const plain = (p: Pos) => [p.row, p.column]

// ─── agreement with Atom ────────────────────────────────────────────────────

describe.skipIf(!atomAvailable)('agreement with Atom DisplayLayer', () => {
  it('screen lines, lengths and texts', () =>
    fc.assert(
      fc.property(caseArb, ([text, s, folds]) => {
        const { layer } = atomLayer(text, s, folds)
        const st = stateFor(text, s, folds)
        expect(S.getScreenLineCount(st)).toBe(layer.getScreenLineCount())
        const lines = layer.getScreenLines()
        for (let r = 0; r < lines.length; r++) {
          expect(S.lineTextForScreenRow(st, r)).toBe(lines[r]!.lineText)
          expect(S.lineLengthForScreenRow(st, r)).toBe(layer.lineLengthForScreenRow(r))
        }
      }),
      runs(300),
    ))

  it('buffer → screen for every position and direction', () =>
    fc.assert(
      fc.property(caseArb, ([text, s, folds]) => {
        const { layer } = atomLayer(text, s, folds)
        const st = stateFor(text, s, folds)
        const lens = lineLengths(text)
        for (let row = 0; row < lens.length; row++)
          for (let column = 0; column <= lens[row]!; column++)
            for (const clipDirection of DIRS)
              expect([row, column, clipDirection, ...plain(S.screenPositionForBufferPosition(st, P.pos(row, column), { clipDirection }))]).toEqual([
                row, column, clipDirection, ...plain(layer.translateBufferPosition([row, column], { clipDirection })),
              ])
      }),
      runs(300),
    ))

  it('screen → buffer for every screen position, direction and indentation mode', () =>
    fc.assert(
      fc.property(caseArb, ([text, s, folds]) => {
        const { layer } = atomLayer(text, s, folds)
        const st = stateFor(text, s, folds)
        const rows = layer.getScreenLineCount()
        for (let row = -1; row <= rows; row++) {
          const len = row >= 0 && row < rows ? layer.lineLengthForScreenRow(row) : 3
          for (let column = -1; column <= len + 1; column++)
            for (const clipDirection of DIRS)
              for (const skipSoftWrapIndentation of [false, true]) {
                const o = { clipDirection, skipSoftWrapIndentation }
                expect([row, column, clipDirection, skipSoftWrapIndentation, ...plain(S.bufferPositionForScreenPosition(st, P.pos(row, column), o))]).toEqual([
                  row, column, clipDirection, skipSoftWrapIndentation, ...plain(layer.translateScreenPosition([row, column], o)),
                ])
              }
        }
      }),
      runs(300),
    ))
})

// ─── laws ───────────────────────────────────────────────────────────────────

/** Every screen position of the state's screen, one column either side of each row. */
const toArray = (p: Pos): [number, number] => [p.row, p.column]

const screenGrid = (st: EditorState): Pos[] => {
  const out: Pos[] = []
  const rows = S.getScreenLineCount(st)
  for (let row = 0; row < rows; row++) for (let column = 0; column <= S.lineLengthForScreenRow(st, row) + 1; column++) out.push(P.pos(row, column))
  return out
}
const bufferGrid = (st: EditorState): Pos[] => {
  const out: Pos[] = []
  for (let row = 0; row < st.buffer.getLineCount(); row++) for (let column = 0; column <= st.buffer.lineLengthForRow(row); column++) out.push(P.pos(row, column))
  return out
}
const OPTIONS: S.ClipOptions[] = [
  {}, { clipDirection: 'backward' }, { clipDirection: 'forward' }, { clipDirection: 'backward', skipSoftWrapIndentation: true },
]

/** A position moved off the middle of a character pair (folds whose ends split one break the laws, in Atom too). */
const offPairs = (text: string, p: Pos): Pos => {
  const line = text.split('\n')[p.row]!
  return p.column > 0 && p.column < line.length && isCharacterPair(line.charCodeAt(p.column - 1), line.charCodeAt(p.column)) ? P.pos(p.row, p.column - 1) : p
}

/**
 * Whether clipping in `o`'s direction snaps some position forward across an
 * unsnapped one, as Atom does: its `getClipColumnDelta` treats a buffer column
 * as inside an atomic soft tab only up to the soft-wrap column. When the soft
 * tab `(prev, next)` around that column W has columns on both sides of it
 * (`prev < W` and `W + 1 < next`) and some row starts with `next` spaces,
 * columns `prev+1..W` snap while `W+1..next-1` do not, so snapping W forward
 * to `next` (always with 'forward'; with 'closest' once `W - prev > tabLength / 2`)
 * passes over column W+1 in both conversions. Backward snapping never does.
 */
const softTabSnapsAcrossWrapColumn = (st: EditorState, o: S.ClipOptions): boolean => {
  const { atomicSoftTabs, tabLength: T, softWrapColumn: W } = displayParams(st.config)
  const prev = W - (W % T)
  const next = prev + T
  const dir = o.clipDirection ?? 'closest'
  if (!atomicSoftTabs || prev === W || W + 1 >= next) return false
  if (dir === 'backward' || (dir === 'closest' && W - prev <= T / 2)) return false
  for (let row = 0; row < st.buffer.getLineCount(); row++) if (/^ */.exec(st.buffer.lineForRow(row))![0].length >= next) return true
  return false
}

describe('laws of the conversions', () => {
  const stateArb = caseArb.map(([text, s, folds]) =>
    stateFor(text, s, folds.map(f => ({ start: offPairs(text, f.start), end: offPairs(text, f.end) }))))

  it('screen → buffer → screen is the identity on clipped screen positions (where Atom\'s is)', () =>
    fc.assert(
      fc.property(caseArb, ([text, s, folds]) => {
        const placed = folds.map(f => ({ start: offPairs(text, f.start), end: offPairs(text, f.end) }))
        const st = stateFor(text, s, placed)
        for (const p of screenGrid(st)) {
          const c = S.clipScreenPosition(st, p)
          const back = S.screenPositionForBufferPosition(st, S.bufferPositionForScreenPosition(st, c))
          if (P.equals(back, c) || !atomAvailable) {
            expect(back).toEqual(c)
            continue
          }
          // Atom's quirk: a fold's end snapped back into the fold by an atomic soft tab on a wrapped
          // row (fold [0,0]-[1,1] over a row starting with spaces, wrap at 1) does not round-trip in
          // Atom's DisplayLayer either. There the law is agreement with Atom.
          const { layer } = atomLayer(text, s, placed)
          const atomBack = layer.translateBufferPosition(toArray(layer.translateScreenPosition(toArray(c))))
          expect(P.equals(atomBack, c)).toBe(false)
          expect(back).toEqual(P.pos(atomBack.row, atomBack.column))
        }
      }),
      runs(200),
    ))

  it('clipScreenPosition is idempotent in every direction (where Atom\'s is; elsewhere it clips as Atom does)', () =>
    fc.assert(
      fc.property(caseArb, ([text, s, folds]) => {
        const placed = folds.map(f => ({ start: offPairs(text, f.start), end: offPairs(text, f.end) }))
        const st = stateFor(text, s, placed)
        let layer: ReturnType<typeof atomLayer>['layer'] | undefined
        for (const o of OPTIONS)
          for (const p of screenGrid(st)) {
            const c = S.clipScreenPosition(st, p, o)
            const again = S.clipScreenPosition(st, c, o)
            if (P.equals(again, c) || !atomAvailable) {
              expect(again).toEqual(c)
              continue
            }
            // Atom's quirk: the closest clip of a fold's end on a wrapped row that starts with an atomic
            // soft tab (text "x\n   y", fold [0,0]-[1,1], wrap at 1) lands where clipping again moves it,
            // in Atom's DisplayLayer too. There the law is agreement with Atom, both clips.
            layer ??= atomLayer(text, s, placed).layer
            const a = layer.clipScreenPosition(toArray(p), o)
            const aa = layer.clipScreenPosition(toArray(a), o)
            expect([c, again]).toEqual([P.pos(a.row, a.column), P.pos(aa.row, aa.column)])
          }
      }),
      runs(200),
    ))

  it('both directions are monotonic', () =>
    fc.assert(
      fc.property(stateArb, st => {
        for (const o of OPTIONS) {
          if (softTabSnapsAcrossWrapColumn(st, o)) continue
          const screens = bufferGrid(st).map(b => S.screenPositionForBufferPosition(st, b, o))
          for (let i = 1; i < screens.length; i++) expect(P.compare(screens[i - 1]!, screens[i]!)).toBeLessThanOrEqual(0)
          const buffers = screenGrid(st).map(p => S.bufferPositionForScreenPosition(st, p, o))
          for (let i = 1; i < buffers.length; i++) expect(P.compare(buffers[i - 1]!, buffers[i]!)).toBeLessThanOrEqual(0)
        }
      }),
      runs(200),
    ))

  it('the screen rows are exactly the wrapped segments of the visible rows', () =>
    fc.assert(
      fc.property(stateArb, st => {
        const rows = S.getScreenLineCount(st)
        // Every screen row shows some buffer position, and no buffer position lands past the last one
        // (atomic soft tabs off: they can snap every position of a narrow segment of indentation away; the layout is the same).
        const plain = Object.freeze({ ...st, config: { ...st.config, atomicSoftTabs: false } })
        expect(S.getScreenLineCount(plain)).toBe(rows)
        const hit = new Set(bufferGrid(plain).map(b => S.screenPositionForBufferPosition(plain, b).row))
        expect([...hit].sort((a, b) => a - b)).toEqual(Array.from({ length: rows }, (_, r) => r))
        // Without wrapping, folds remove exactly the rows they join.
        const flat = Object.freeze({ ...st, config: { ...st.config, softWrapped: false, maxScreenLineLength: 10_000 } })
        let joined = 0
        let lastEnd = -1
        for (const f of effectiveFolds(st.folds)) {
          joined += f.end.row - Math.max(f.start.row, lastEnd)
          lastEnd = Math.max(lastEnd, f.end.row)
        }
        expect(S.getScreenLineCount(flat)).toBe(st.buffer.getLineCount() - joined)
      }),
      runs(300),
    ))
})

describe.skipIf(!atomAvailable)('folds through edits', () => {
  it('survive, move and die as Atom\'s fold markers do', () =>
    fc.assert(
      fc.property(
        displayText.chain(text => fc.tuple(fc.constant(text), foldsArb(text), foldsArb(text), fc.array(fc.constantFrom('a', ' ', '\n', '中'), { maxLength: 4 }))),
        ([text, folds, [edit], insert]) => {
          fc.pre(edit !== undefined)
          const s = { tabLength: 2, softWrapColumn: 500, hangingIndent: 0, atomicSoftTabs: true }
          const { buffer, layer } = atomLayer(text, s, folds)
          const inserted = insert.join('')
          buffer.setTextInRange([[edit!.start.row, edit!.start.column], [edit!.end.row, edit!.end.column]], inserted)
          const theirs = layer.foldsMarkerLayer.getMarkers().map(m => m.getRange()).map(r => [r.start.row, r.start.column, r.end.row, r.end.column])
          const ours = mapFolds(stateFor(text, s, folds).folds, mapChanges([{ start: edit!.start, end: edit!.end, text: inserted }]))
          const key = (a: number[]) => a.join(',')
          expect(ours.map(f => [f.start.row, f.start.column, f.end.row, f.end.column]).map(key).sort()).toEqual(theirs.map(key).sort())
        },
      ),
      runs(500),
    ))
})

// ─── incremental maps ───────────────────────────────────────────────────────

/** Every entry of a row tree, in order, plus its shape facts. */
const flatten = (root: RowNode) => {
  const counts: number[] = []
  const widths: number[] = []
  const layouts: unknown[] = []
  const depths = new Set<number>()
  const walk = (n: RowNode, depth: number, isRoot: boolean) => {
    if (n.leaf) {
      depths.add(depth)
      if (!isRoot) expect(n.rows).toBeGreaterThan(0)
      for (let i = 0; i < n.rows; i++) {
        counts.push(n.cells[2 * i]!)
        widths.push(n.cells[2 * i + 1]!)
        const start = n.layout?.[i] ?? 0
        const end = n.layout?.[i + 1] ?? 0
        layouts.push(end > start ? Array.from(n.layout!.subarray(n.rows + 1 + start, n.rows + 1 + end)) : null)
      }
    } else {
      expect(n.children.length).toBeGreaterThan(isRoot ? 1 : 0)
      expect(n.children.length).toBeLessThanOrEqual(16)
      expect(n.rows).toBe(n.children.reduce((a, c) => a + c.rows, 0))
      expect(n.screen).toBe(n.children.reduce((a, c) => a + c.screen, 0))
      for (const c of n.children) walk(c, depth + 1, false)
    }
  }
  walk(root, 0, true)
  expect(depths.size).toBe(1)
  return { counts, widths, layouts }
}

/** A map's entries: its tree's, or for a map without one (every row plain), one plain entry per row. */
const entriesOf = (m: DisplayMap) => {
  if (m.root) return flatten(m.root)
  const rows = Array.from({ length: m.buffer.getLineCount() }, (_, r) => m.buffer.lineForRow(r))
  return { counts: rows.map(() => 1), widths: rows.map(l => plainWidth(l, m.params)), layouts: rows.map(() => null) }
}

const editArb = fc.record({
  a: fc.tuple(fc.nat(), fc.nat()),
  b: fc.tuple(fc.nat(), fc.nat()),
  text: fc.array(fc.oneof(displayChar, fc.constant('\n')), { maxLength: 8 }).map(cs => cs.join('')),
})

const stepArb = fc.oneof(
  { weight: 3, arbitrary: fc.array(editArb, { minLength: 1, maxLength: 3 }).map(edits => ({ kind: 'edit' as const, edits })) },
  { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()).map(r => ({ kind: 'fold' as const, r })) },
  { weight: 1, arbitrary: fc.nat().map(i => ({ kind: 'unfold' as const, i })) },
)

/** Apply one random step to a state, the way the reducers do: buffer edits move folds with `mapFolds`. */
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never
const applyStep = (st: EditorState, step: Step): EditorState => {
  const lens = Array.from({ length: st.buffer.getLineCount() }, (_, r) => st.buffer.lineLengthForRow(r))
  if (step.kind === 'fold') return addFold(st, P.span(posIn(lens, step.r[0], step.r[1]), posIn(lens, step.r[2], step.r[3])))
  if (step.kind === 'unfold') {
    if (st.folds.length === 0) return st
    return removeFolds(st, [st.folds[step.i % st.folds.length]!])
  }
  // Disjoint sorted replacements.
  const spans = step.edits
    .map(e => ({ ...P.span(posIn(lens, e.a[0], e.a[1]), posIn(lens, e.b[0], e.b[1])), text: e.text }))
    .sort((x, y) => P.compare(x.start, y.start))
  const reps: { start: Pos; end: Pos; text: string }[] = []
  for (const s of spans) {
    const prev = reps[reps.length - 1]
    if (prev && P.compare(s.start, prev.end) <= 0) continue
    reps.push(s)
  }
  const buffer = st.buffer.applyReplacements(reps, { normalizeLineEndings: false })
  return Object.freeze({ ...st, buffer, folds: mapFolds(st.folds, mapChanges(reps)) })
}

describe('incremental display maps', () => {
  it('after random edits and fold changes equal a map computed from scratch', () =>
    fc.assert(
      fc.property(caseArb, fc.array(stepArb, { minLength: 1, maxLength: 12 }), ([text, s, folds], steps) => {
        let st = stateFor(text, s, folds)
        S.displayMap(st)
        for (const step of steps) {
          st = applyStep(st, step)
          const incremental = S.displayMap(st)
          const scratch = buildDisplayMap(st.buffer, incremental.params, st.folds)
          expect(entriesOf(incremental)).toEqual(entriesOf(scratch))
          expect(incremental.identity).toBe(scratch.identity)
          // Among rows of equal length the one reported may differ; its length may not.
          expect(S.lineLengthForScreenRow(st, S.getApproximateLongestScreenRow(st))).toBe(longestScreenRow(scratch).column)
        }
      }),
      runs(300),
    ))

  it('survive large batches: the tree stays balanced and agrees with a scratch build', () =>
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 3000 }), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.nat({ max: 200 })), { maxLength: 40 }), (n, ops) => {
        const lines = Array.from({ length: n }, (_, i) => (i % 7 === 0 ? 'x'.repeat(30 + (i % 13)) : `row ${i}`))
        let st = createEditorState({ text: lines.join('\n'), softWrapped: true, editorWidthInChars: 12 })
        S.displayMap(st)
        for (const [at, kind, count] of ops) {
          const rows = st.buffer.getLineCount()
          const row = at % rows
          const end = Math.min(rows - 1, row + count)
          const rep =
            kind === 0 ? { start: P.pos(row, 0), end: P.pos(end, 0), text: '' }
            : kind === 1 ? { start: P.pos(row, 0), end: P.pos(row, 0), text: 'new line here\n'.repeat(count) }
            : kind === 2 ? { start: P.pos(row, 0), end: P.pos(row, 0), text: 'y'.repeat(count) }
            : { start: P.pos(row, 0), end: P.pos(row, 0), text: 'folded' }
          st = Object.freeze({ ...st, buffer: st.buffer.applyReplacements([rep]), folds: mapFolds(st.folds, mapChanges([rep])) })
          if (kind === 3) st = addFold(st, { start: P.pos(row, 2), end: P.pos(end, 1) })
          const incremental = S.displayMap(st)
          expect(entriesOf(incremental)).toEqual(entriesOf(buildDisplayMap(st.buffer, incremental.params, st.folds)))
        }
      }),
      runs(40),
    ))
})
