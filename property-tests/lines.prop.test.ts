import fc from 'fast-check'
import { runs } from './fc-config.js'
import { describe, expect, it } from 'vitest'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { head, isEmpty, type EditorState } from '../src/state/editor-state.js'
import { stepsOf } from '../src/state/history.js'
import * as P from '../src/values/pos.js'
import { mk, show } from '../test/helpers/notation.js'
import { lineArb, posArb, rangeArb, stateArb as anyStateArb } from './arbitraries/editor.js'
import { expectInvariants, noSplitPair } from './invariants.js'

// Round trips are stated without auto-indent, which re-indents moved and pasted rows (as in Atom).
const stateArb = anyStateArb.map(s => reduce(s, A.update({ config: { autoIndent: false, autoIndentOnPaste: false } })))

/** The rows' text without their endings (line commands may normalise endings, as Atom does). */
const lines = (s: EditorState): string[] => {
  const out: string[] = []
  for (let r = 0; r <= s.buffer.getLastRow(); r++) out.push(s.buffer.lineForRow(r))
  return out
}

/** The last row a single selection moves (a multi-row range ending at column 0 leaves its end row). */
const lastRowOf = (s: EditorState): number => {
  const r = s.selections[0]!
  return r.end.column === 0 && r.end.row > r.start.row ? r.end.row - 1 : r.end.row
}

/** A lone CR in rows that are moved or transposed is normalised to a line ending, and one that meets an LF makes a CRLF ending undo does not split again (in Atom too): the round trips leave such texts out. */
const noLoneCR = (s: EditorState) => !/\r(?!\n)/.test(s.buffer.getText())

/** One cursor or one selection (the oldest survives). */
const single = (s: EditorState) => reduce(s, A.consolidateSelections())

/** Clipboard contents: plain text, or text with Atom's metadata. */
const clipboardArb = fc.oneof(
  lineArb.map(text => ({ text })),
  fc.tuple(fc.array(lineArb, { minLength: 1, maxLength: 3 }), fc.nat({ max: 3 }), fc.boolean()).map(([ls, indentBasis, fullLine]) => ({
    text: ls.join('\n'),
    metadata: { indentBasis, fullLine },
  })),
  fc.array(fc.tuple(lineArb, fc.nat({ max: 2 }), fc.boolean()), { minLength: 1, maxLength: 4 }).map(parts => ({
    text: parts.map(p => p[0]).join('\n'),
    metadata: { selections: parts.map(([text, indentBasis, fullLine]) => ({ text, indentBasis, fullLine })) },
  })),
)

/** The line, character-transform and clipboard commands, plus folds to carry along. */
const commandArb: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>(
    A.moveLineUp(), A.moveLineDown(), A.moveSelectionLeft(), A.moveSelectionRight(), A.duplicateLines(), A.transpose(),
    A.upperCase(), A.lowerCase(), A.insertNewlineAbove(), A.insertNewlineBelow(), A.copySelectedText(),
    A.copyOnlySelectedText(), A.cutSelectedText(), A.cutToEndOfLine(), A.cutToEndOfBufferLine(), A.cut(), A.copy(),
  ),
  clipboardArb.map(clipboard => A.pasteText({ clipboard })),
  clipboardArb.map(clipboard => A.copy({ maintainClipboard: true, clipboard })),
  rangeArb.map(range => A.foldBufferRange({ range })),
  posArb.map(position => A.addCursorAtBufferPosition({ position })),
)

/** Folds stay ordered ranges inside the buffer. */
const expectFoldsInside = (s: EditorState) => {
  for (const f of s.folds) {
    expect(s.buffer.clampPosition(f.start)).toEqual(f.start)
    expect(s.buffer.clampPosition(f.end)).toEqual(f.end)
    expect(f.start.row < f.end.row || (f.start.row === f.end.row && f.start.column <= f.end.column)).toBe(true)
  }
}

describe('line and clipboard commands', () => {
  it('keep the state valid through any sequence, and each undoes in one step', () => {
    const counts = new Map<string, number>()
    fc.assert(
      fc.property(stateArb, fc.array(commandArb, { maxLength: 12 }), (s0, actions) => {
        actions.reduce((s, a) => {
          const n = reduce(s, a)
          expectInvariants(n)
          // Known gap outside these commands: the batch maps folds without clamping them when a lone CR fuses with an LF.
          if (noLoneCR(s)) expectFoldsInside(n)
          counts.set(a.type, (counts.get(a.type) ?? 0) + 1)
          // Atom's undo does not give back a text where a lone `\r` met an inserted `\n` (one `\r\n` ending),
          // nor the lone half of a surrogate pair an edit split at a selection (U+FFFD then).
          if (n.history.undoStack !== s.history.undoStack && !a.type.startsWith('fold/') && noLoneCR(s) && noSplitPair(s)) {
            const back = reduce(n, A.undo())
            expect(back.buffer.getText()).toBe(s.buffer.getText())
            expect(show(back)).toBe(show(s))
          }
          return n
        }, s0)
      }),
      runs(300),
    )
    for (const t of ['lines/moveLineUp', 'lines/transpose', 'clipboard/pasteText', 'clipboard/cutSelectedText']) expect(counts.get(t) ?? 0).toBeGreaterThan(0)
  })

  it('moveLineDown then moveLineUp restores the lines when a row other than the last is below', () => {
    fc.assert(
      fc.property(stateArb, s0 => {
        const s = single(s0)
        fc.pre(noLoneCR(s) && lastRowOf(s) + 1 < s.buffer.getLastRow())
        const back = reduce(reduce(s, A.moveLineDown()), A.moveLineUp())
        expect(lines(back)).toEqual(lines(s))
        expect(back.selections.map(x => [x.start, x.end])).toEqual(s.selections.map(x => [x.start, x.end]))
      }),
    )
  })

  it('moveLineUp then moveLineDown restores the lines when a row is above', () => {
    fc.assert(
      fc.property(stateArb, s0 => {
        const s = single(s0)
        fc.pre(noLoneCR(s) && s.selections[0]!.start.row > 0 && lastRowOf(s) < s.buffer.getLastRow())
        const back = reduce(reduce(s, A.moveLineUp()), A.moveLineDown())
        expect(lines(back)).toEqual(lines(s))
      }),
    )
  })

  it('duplicateLines then undo is the identity', () => {
    fc.assert(
      fc.property(stateArb, s => {
        fc.pre(noLoneCR(s))
        const back = reduce(reduce(s, A.duplicateLines()), A.undo())
        expect(back.buffer.getText()).toBe(s.buffer.getText())
        expect(show(back)).toBe(show(s))
      }),
    )
  })

  it('copy then paste over the same non-empty selections keeps the lines', () => {
    fc.assert(
      fc.property(stateArb, s => {
        fc.pre(noLoneCR(s) && s.selections.every(x => !isEmpty(x)))
        const e = reduce(s, A.copySelectedText()).effects[0]
        if (e?.type !== 'clipboardWrite') throw new Error('copy wrote nothing')
        const pasted = reduce(s, A.pasteText({ clipboard: { text: e.text, metadata: e.metadata } }))
        expect(lines(pasted)).toEqual(lines(s))
      }),
    )
  })

  it('cut then paste restores the lines of non-empty selections', () => {
    fc.assert(
      fc.property(stateArb, s => {
        // Touching selections would leave cursors that merge, and the parts would no longer match them.
        fc.pre(noLoneCR(s) && s.selections.every((x, i) => !isEmpty(x) && (i === 0 || !P.equals(s.selections[i - 1]!.end, x.start))))
        const cut = reduce(s, A.cutSelectedText())
        const e = cut.effects[0]
        if (e?.type !== 'clipboardWrite') throw new Error('cut wrote nothing')
        // The text before a later part may have been cut too: keep the parts' indentation as it was.
        const back = reduce(cut, A.pasteText({ clipboard: { text: e.text, metadata: e.metadata }, preserveTrailingLineIndentation: true }))
        expect(lines(back)).toEqual(lines(s))
      }),
    )
  })

  it('transposing a one-line selection twice, or moving it left then right, restores the text', () => {
    fc.assert(
      fc.property(stateArb, s0 => {
        const s = single(s0)
        const r = s.selections[0]!
        fc.pre(!isEmpty(r) && r.start.row === r.end.row && noLoneCR(s))
        const reselected = reduce(reduce(s, A.transpose()), A.setBufferRange({ range: { start: r.start, end: r.end } }))
        expect(reduce(reselected, A.transpose()).buffer.getText()).toBe(s.buffer.getText())
        const left = reduce(s, A.moveSelectionLeft())
        fc.pre(left !== s)
        expect(reduce(left, A.moveSelectionRight()).buffer.getText()).toBe(s.buffer.getText())
      }),
    )
  })

  it('upperCase and lowerCase are idempotent, line endings aside', () => {
    // Atom's case change deletes the selection and inserts it again normalised to the line ending found there
    // after the deletion, so with mixed endings a second application may pick another ending.
    const lf = (t: string) => t.replace(/\r\n/g, '\n')
    fc.assert(
      fc.property(stateArb, s => {
        fc.pre(noLoneCR(s))
        const once = reduce(s, A.upperCase())
        expect(lf(reduce(once, A.upperCase()).buffer.getText())).toBe(lf(once.buffer.getText()))
        const lower = reduce(s, A.lowerCase())
        expect(lf(reduce(lower, A.lowerCase()).buffer.getText())).toBe(lf(lower.buffer.getText()))
      }),
    )
  })
})

describe('line moves at scale', () => {
  it('moveLineDown with many cursors is one splice per block and moves every cursor one row', () => {
    const rows = Array.from({ length: 400 }, (_, i) => `row ${i}`)
    let s = mk(rows.map((l, i) => (i % 2 === 0 && i < 398 ? `${l.slice(0, 2)}|${l.slice(2)}` : l)).join('\n'))
    const before = s.selections.map(x => head(x).row)
    s = reduce(s, A.moveLineDown())
    expect(s.selections.map(x => head(x).row)).toEqual(before.map(r => r + 1))
    expect(lines(s)[1]).toBe('row 0')
    expect(s.history.undoStack?.head.kind === 'change' && stepsOf(s.history.undoStack.head.steps).length).toBe(1)
  })
})
