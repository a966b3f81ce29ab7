/**
 * Model-based testing: `fc.commands` that drive the reducer and a plain
 * model (a string and the cursors' offsets in it) side by side, and check
 * after every command that the editor's text and cursors are the model's and
 * that the state is sound.
 *
 * The model is Atom's typing at many cursors with the settings that keep it
 * plain: `\n` line endings, no auto-indent, no atomic soft tabs, no soft
 * wrap. A surrogate pair is one character (motions and deletions never split
 * it).
 */
import fc from 'fast-check'
import * as A from '../actions/index.js'
import { reduce } from '../reducers/index.js'
import { createEditorState, head, type EditorState } from '../state/editor-state.js'
import { assertInvariants } from '../state/invariants.js'
import { isMerged } from '../state/selections.js'

/** The model: the text, and the cursors as sorted, distinct UTF-16 offsets. */
export interface Model {
  text: string
  cursors: number[]
  /** Texts before each undoable change (most recent last), and after each undone one. */
  undo: string[]
  redo: string[]
}

/** The editor under test. */
export interface Real {
  state: EditorState
  /** How many actions the commands have dispatched. */
  actions: number
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff
/** Whether offset `i` of `s` falls between the halves of a surrogate pair. */
const splitsPair = (s: string, i: number) => i > 0 && i < s.length && isHigh(s.charCodeAt(i - 1)) && isLow(s.charCodeAt(i))
const before = (s: string, i: number) => (splitsPair(s, i - 1) ? i - 2 : i - 1)
const after = (s: string, i: number) => (splitsPair(s, i + 1) ? i + 2 : i + 1)
const distinct = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b)
/** An offset of `s` from any natural number: clipped, and moved off the middle of a pair. */
const offsetIn = (s: string, n: number) => {
  const i = Math.min(n, s.length)
  return splitsPair(s, i) ? i - 1 : i
}

const offsets = (st: EditorState): number[] => distinct(st.selections.map(s => st.buffer.characterIndexForPosition(head(s))))

const dispatch = (r: Real, a: A.Action): void => {
  r.state = reduce(r.state, a)
  r.actions++
}

const check = (m: Model, r: Real, what: string, cursors = true): void => {
  const text = r.state.buffer.getText()
  if (text !== m.text) throw new Error(`after ${what}: the text is ${JSON.stringify(text)}, the model's ${JSON.stringify(m.text)}`)
  if (cursors && JSON.stringify(offsets(r.state)) !== JSON.stringify(m.cursors))
    throw new Error(`after ${what}: the cursors are at ${JSON.stringify(offsets(r.state))}, the model's at ${JSON.stringify(m.cursors)}`)
  assertInvariants(r.state)
}

/** Apply one change per cursor, in order (each replaces `[from, to)` of the text with `insert`); each cursor ends after its text. */
const edit = (m: Model, spans: readonly { from: number; to: number; insert: string }[]): void => {
  let text = '', last = 0, delta = 0
  const cursors: number[] = []
  for (const s of spans) {
    text += m.text.slice(last, s.from) + s.insert
    cursors.push(s.from + delta + s.insert.length)
    delta += s.insert.length - (s.to - s.from)
    last = s.to
  }
  text += m.text.slice(last)
  if (text !== m.text) {
    m.undo.push(m.text)
    m.redo = []
  }
  m.text = text
  m.cursors = distinct(cursors)
}

// ─── commands ───────────────────────────────────────────────────────────────

class SetCursor implements fc.Command<Model, Real> {
  constructor(readonly n: number) {}
  check = () => true
  run(m: Model, r: Real) {
    const i = offsetIn(m.text, this.n)
    dispatch(r, A.setCursorBufferPosition({ position: r.state.buffer.positionForCharacterIndex(i) }))
    m.cursors = [i]
    check(m, r, this.toString())
  }
  toString = () => `setCursor(${this.n})`
}

class AddCursor implements fc.Command<Model, Real> {
  constructor(readonly n: number) {}
  check = () => true
  run(m: Model, r: Real) {
    const i = offsetIn(m.text, this.n)
    dispatch(r, A.addCursorAtBufferPosition({ position: r.state.buffer.positionForCharacterIndex(i) }))
    m.cursors = distinct([...m.cursors, i])
    check(m, r, this.toString())
  }
  toString = () => `addCursor(${this.n})`
}

class Type implements fc.Command<Model, Real> {
  constructor(readonly text: string) {}
  check = () => true
  run(m: Model, r: Real) {
    dispatch(r, A.insertText({ text: this.text }))
    edit(m, m.cursors.map(c => ({ from: c, to: c, insert: this.text })))
    check(m, r, this.toString())
  }
  toString = () => `insertText(${JSON.stringify(this.text)})`
}

class Delete implements fc.Command<Model, Real> {
  constructor(readonly backward: boolean) {}
  check = () => true
  run(m: Model, r: Real) {
    dispatch(r, this.backward ? A.backspace() : A.deleteForward())
    const spans = m.cursors.map(c => (this.backward ? { from: Math.max(0, before(m.text, c)), to: c, insert: '' } : { from: c, to: Math.min(m.text.length, after(m.text, c)), insert: '' }))
    edit(m, spans)
    check(m, r, this.toString())
  }
  toString = () => (this.backward ? 'backspace' : 'delete')
}

class Move implements fc.Command<Model, Real> {
  constructor(readonly right: boolean) {}
  check = () => true
  run(m: Model, r: Real) {
    dispatch(r, this.right ? A.moveRight() : A.moveLeft())
    m.cursors = distinct(m.cursors.map(c => (this.right ? Math.min(m.text.length, after(m.text, c)) : Math.max(0, before(m.text, c)))))
    check(m, r, this.toString())
  }
  toString = () => (this.right ? 'moveRight' : 'moveLeft')
}

class Undo implements fc.Command<Model, Real> {
  constructor(readonly redo: boolean) {}
  check = () => true
  run(m: Model, r: Real) {
    dispatch(r, this.redo ? A.redo() : A.undo())
    // Atom's undo and redo keep selections that ended up together unmerged (the next edit then acts at each
    // of them, as Atom's does); the model holds one cursor per offset, so it merges them first, as Atom's
    // mergeIntersectingSelections does.
    if (!isMerged(r.state.selections)) dispatch(r, A.mergeIntersectingSelections())
    const from = this.redo ? m.redo : m.undo, to = this.redo ? m.undo : m.redo
    const text = from.pop()
    if (text !== undefined) {
      to.push(m.text)
      m.text = text
    }
    // Where undo puts the cursors is the undo law's business: the model takes them from the editor.
    m.cursors = offsets(r.state)
    check(m, r, this.toString(), false)
  }
  toString = () => (this.redo ? 'redo' : 'undo')
}

// ─── arbitraries ────────────────────────────────────────────────────────────

/** Characters of the model's texts: `\n`, tabs, a surrogate pair and wide characters, but no `\r` and no combining marks. */
const modelChar = fc.constantFrom('a', 'b', ' ', '\t', '\n', '.', '😀', '中', 'ß', '\0')

/** A text the model starts from. */
export const modelText: fc.Arbitrary<string> = fc.array(modelChar, { maxLength: 30 }).map(cs => cs.join(''))

/** The commands, `maxCommands` at most. */
export const modelCommands = (maxCommands = 40) =>
  fc.commands<Model, Real>(
    [
      fc.nat({ max: 40 }).map(n => new SetCursor(n)),
      fc.nat({ max: 40 }).map(n => new AddCursor(n)),
      fc.array(modelChar, { minLength: 1, maxLength: 3 }).map(cs => new Type(cs.join(''))),
      fc.boolean().map(b => new Delete(b)),
      fc.boolean().map(b => new Move(b)),
      fc.boolean().map(b => new Undo(b)),
    ],
    { maxCommands },
  )

/** The editor and the model for `text`, as `fc.modelRun` wants them. */
export const modelSetup = (text: string) => (): { model: Model; real: Real } => ({
  model: { text, cursors: [0], undo: [], redo: [] },
  real: {
    state: createEditorState({ text, autoIndent: false, atomicSoftTabs: false, softWrapped: false }),
    actions: 0,
  },
})

/**
 * The model-based property: from any model text, any commands keep the
 * editor equal to the model. Run it with `fc.assert(modelProperty())`.
 */
export const modelProperty = (maxCommands = 40) =>
  fc.property(modelText, modelCommands(maxCommands), (text, cmds) => {
    fc.modelRun(modelSetup(text), cmds)
  })
