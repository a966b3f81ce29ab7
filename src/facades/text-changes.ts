/**
 * The change list `TextEditor::onDidChange` listeners receive, read off the
 * buffers themselves: an edited buffer records its parent (weakly) and the
 * replacements that made it.
 */
import type { TextBuffer } from '../buffer/text-buffer.js'
import { mapChanges } from '../state/selections.js'
import { Point } from '../values/point.js'
import { Range } from '../values/range.js'

/** One text change: Atom's `{start, oldExtent, newExtent}` plus the ranges and texts. */
export interface TextChange {
  start: Point
  oldExtent: Point
  newExtent: Point
  oldRange: Range
  newRange: Range
  oldText: string
  newText: string
}

const extent = (r: Range): Point => r.end.traversalFrom(r.start)

/** Changes of one edit step from `parent` to its child, in the parent's coordinates for old ranges. */
const stepChanges = (parent: TextBuffer, child: TextBuffer): TextChange[] => {
  const changes = child.origin!.changes
  const mapped = mapChanges(changes)
  return changes.map((c, i) => {
    const oldRange = new Range([c.start.row, c.start.column], [c.end.row, c.end.column])
    const m = mapped[i]!
    const newRange = new Range([m.newStart.row, m.newStart.column], [m.newEnd.row, m.newEnd.column])
    return {
      start: oldRange.start,
      oldExtent: extent(oldRange),
      newExtent: extent(newRange),
      oldRange,
      newRange,
      oldText: parent.getTextInRange(oldRange),
      newText: c.text,
    }
  })
}

/**
 * The changes from `from` to `to`, one list per edit step along `to`'s
 * ancestry (each step's old ranges in the text the step before left). When
 * the chain does not lead back to `from` (a jump between unrelated states),
 * one step replacing the whole text.
 */
export const textChangeSteps = (from: TextBuffer, to: TextBuffer): TextChange[][] => {
  const chain: TextBuffer[] = []
  let b: TextBuffer | undefined = to
  for (let hops = 0; b && b !== from && hops < 64; hops++) {
    chain.push(b)
    b = b.origin?.parent.deref()
  }
  if (b === from) {
    const out: TextChange[][] = []
    let parent = from
    for (const child of chain.reverse()) {
      out.push(stepChanges(parent, child))
      parent = child
    }
    return out
  }
  const oldRange = new Range([0, 0], [from.getLastRow(), from.lineLengthForRow(from.getLastRow())])
  const newRange = new Range([0, 0], [to.getLastRow(), to.lineLengthForRow(to.getLastRow())])
  return [[{
    start: oldRange.start,
    oldExtent: extent(oldRange),
    newExtent: extent(newRange),
    oldRange,
    newRange,
    oldText: from.getText(),
    newText: to.getText(),
  }]]
}

/** The changes from `from` to `to`, step after step (`textChangeSteps` flattened). */
export const textChangesBetween = (from: TextBuffer, to: TextBuffer): TextChange[] => textChangeSteps(from, to).flat()
