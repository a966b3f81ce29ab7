/**
 * The workloads: their ids, sizes (full and quick), and the deterministic
 * inputs every system is given (documents, cursor layouts, edit scripts).
 *
 * Every generator is a pure function of its arguments and a seed, so each
 * system's child process rebuilds exactly the same input without it being
 * passed around.
 */

// ─── model ──────────────────────────────────────────────────────────────────

/** What a child process is asked to do: one kind of work. */
export type WorkloadId =
  | 'loadLines'
  | 'loadLongLine'
  | 'type'
  | 'wordForward'
  | 'moveDown'
  | 'selectToEndOfLine'
  | 'selectToEndOfWord'
  | 'replaceAll'
  | 'deleteLines'
  | 'keepStates'
  | 'historyEdits'
  | 'undoAll'
  | 'joinLines'
  | 'moveLineDown'
  | 'typeUndoRedo'
  | 'joinUndoRedo'
  | 'moveUndoRedo'
  | 'keystroke'
  // W8, big cursor counts and big documents:
  | 'undoKeystroke'
  | 'redoKeystroke'
  | 'selectRanges'
  | 'getTextAfterEdit'
  // W9, select all occurrences:
  | 'selectAllMatches'
  // W10, one long line:
  | 'longLineType'
  | 'longLineSelectWord'
  | 'longLineWord'
  | 'longLineUndo'
  | 'longLineTypeShown'
  | 'longLineBackspace'
  | 'longLineEnter'

/** The sizes of one case; each workload reads the fields it needs. */
export interface Params {
  /** Lines in the document. */
  readonly lines: number
  /** Cursors or selections. */
  readonly cursors: number
  /** Rows between two cursors (1 = one per line). */
  readonly every: number
  /** How often the command is repeated, or how many characters are typed. */
  readonly repeat: number
  /** Characters of the single line, or of the replacement text. */
  readonly chars: number
  /** Lines deleted by `deleteLines`. */
  readonly deleteLines: number
}

/** One row of the results table: a workload at one size. */
export interface CaseSpec {
  /** Unique id, e.g. `W2-1000`. */
  readonly id: string
  /** The workload group (`W1`…`W7`): rows are reported under it. */
  readonly group: string
  readonly workload: WorkloadId
  /** Human description for the table. */
  readonly title: string
  /** Cases in one family are run by increasing size: a system that times out skips the larger ones. */
  readonly family: string
  readonly params: Params
  /**
   * Warm-up runs before the measured ones, when one is not enough: a chained
   * keystroke is a run, and a few keystrokes leave the code unoptimized, which
   * a user typing on does not see. A warm-up slower than the runner's slow
   * limit counts as a measured run, so slow systems are not held up.
   */
  readonly warmups?: number
  /**
   * Measured runs where they take under the runner's short limit, when more
   * than its own count are needed: where a run's time falls in two modes, as
   * a chained keystroke's does with how full the young generation is (at
   * 1,000 cursors one minor collection every 20–30 keystrokes, the keystrokes
   * just after it the fastest), 15 runs in a row may all fall in one.
   */
  readonly shortRuns?: number
  /** Report retained heap divided by this count (per state, per edit), with this label. */
  readonly heapPer?: { readonly count: number; readonly unit: string }
}

const P = (p: Partial<Params>): Params => ({ lines: 0, cursors: 0, every: 1, repeat: 1, chars: 0, deleteLines: 0, ...p })

const fmt = (n: number): string => n.toLocaleString('en-US')

/** The cases of a full or a quick run, in the order they are run. */
export const cases = (quick: boolean): CaseSpec[] => {
  const loadLines = quick ? 30_000 : 1_000_000
  const longLine = quick ? 1_000_000 : 10_000_000
  const typeSizes = quick ? [100, 300] : [1_000, 10_000]
  const typed = quick ? 10 : 100
  const motionCursors = quick ? 200 : 10_000
  const bigDoc = quick ? 30_000 : 1_000_000
  const replaceBytes = quick ? 100_000 : 1_000_000
  const deleted = quick ? 3_000 : 100_000
  const editDoc = quick ? 3_000 : 100_000
  const edits = quick ? 300 : 10_000
  const lineCursors = quick ? 50 : 1_000
  const lineRepeat = quick ? 10 : 100
  // Commands undone and redone (the untimed setup runs them, which takes CodeMirror and text-buffer seconds each at full size).
  const undoRepeat = quick ? 5 : 10
  const keystrokeSizes = quick ? [100, 300] : [100, 1_000, 10_000, 100_000]
  const out: CaseSpec[] = [
    { id: 'W1-lines', group: 'W1', workload: 'loadLines', family: 'W1-lines', title: `load ${fmt(loadLines)} lines`, params: P({ lines: loadLines }) },
    { id: 'W1-line', group: 'W1', workload: 'loadLongLine', family: 'W1-line', title: `load one ${fmt(longLine / 1e6)} MB line`, params: P({ chars: longLine }) },
  ]
  for (const c of typeSizes) {
    out.push({
      id: `W2-${c}`, group: 'W2', workload: 'type', family: 'W2',
      title: `type ${typed} chars, ${fmt(c)} cursors (1 action each)`,
      params: P({ lines: c, cursors: c, repeat: typed }),
    })
  }
  const motion = P({ lines: motionCursors * 20 + 100, cursors: motionCursors, every: 20 })
  out.push(
    { id: 'W3-word', group: 'W3', workload: 'wordForward', family: 'W3-word', title: `${fmt(motionCursors)} cursors: moveToEndOfWord ×50`, params: { ...motion, repeat: 50 } },
    { id: 'W3-down', group: 'W3', workload: 'moveDown', family: 'W3-down', title: `${fmt(motionCursors)} cursors: moveDown ×50 (goal column)`, params: { ...motion, repeat: 50 } },
    // A few milliseconds a run, most of it the first call's (the others find every selection at its line end), whose code a
    // full collection may have deoptimized ("weak objects") or not: 45 runs in each process.
    { id: 'W3-eol', group: 'W3', workload: 'selectToEndOfLine', family: 'W3-eol', title: `${fmt(motionCursors)} cursors: selectToEndOfLine ×20`, params: { ...motion, repeat: 20 }, ...(quick ? {} : { shortRuns: 45 }) },
    { id: 'W3-selword', group: 'W3', workload: 'selectToEndOfWord', family: 'W3-selword', title: `${fmt(motionCursors)} selections: selectToEndOfWord ×10`, params: { ...motion, repeat: 10 } },
    { id: 'W4-replace', group: 'W4', workload: 'replaceAll', family: 'W4-replace', title: `${fmt(bigDoc)}-line doc: select all, replace with ${fmt(replaceBytes / 1e6)} MB`, params: P({ lines: bigDoc, chars: replaceBytes }) },
    { id: 'W4-delete', group: 'W4', workload: 'deleteLines', family: 'W4-delete', title: `${fmt(bigDoc)}-line doc: delete a selection of ${fmt(deleted)} lines`, params: P({ lines: bigDoc, deleteLines: deleted }) },
    {
      id: 'W5-states', group: 'W5', workload: 'keepStates', family: 'W5-states',
      title: `${fmt(edits)} random 1-char edits (${fmt(editDoc)} lines), keep every state`,
      params: P({ lines: editDoc, repeat: edits }), heapPer: { count: edits, unit: 'state' },
    },
    {
      id: 'W5-history', group: 'W5', workload: 'historyEdits', family: 'W5-history',
      title: `${fmt(edits)} random 1-char edits, undo history only`,
      params: P({ lines: editDoc, repeat: edits }), heapPer: { count: edits, unit: 'edit' },
    },
    { id: 'W5-undo', group: 'W5', workload: 'undoAll', family: 'W5-undo', title: `undo those ${fmt(edits)} edits`, params: P({ lines: editDoc, repeat: edits }) },
    {
      id: 'W6-join', group: 'W6', workload: 'joinLines', family: 'W6-join',
      title: `joinLines ×${lineRepeat}, ${fmt(lineCursors)} cursors`,
      params: P({ lines: lineCursors * 150, cursors: lineCursors, every: 150, repeat: lineRepeat }),
    },
    {
      id: 'W6-move', group: 'W6', workload: 'moveLineDown', family: 'W6-move',
      title: `moveLineDown ×${lineRepeat}, ${fmt(lineCursors)} selections`,
      params: P({ lines: lineCursors * 150, cursors: lineCursors, every: 150, repeat: lineRepeat }),
    },
    {
      id: 'W6-type-undo', group: 'W6', workload: 'typeUndoRedo', family: 'W6-type-undo',
      title: `after typing ${undoRepeat} chars at ${fmt(typeSizes[0]!)} cursors: undo all, redo all`,
      params: P({ lines: typeSizes[0]!, cursors: typeSizes[0]!, repeat: undoRepeat }),
    },
    {
      id: 'W6-join-undo', group: 'W6', workload: 'joinUndoRedo', family: 'W6-join-undo',
      title: `after joinLines ×${undoRepeat} at ${fmt(lineCursors)} cursors: undo all, redo all`,
      params: P({ lines: lineCursors * 150, cursors: lineCursors, every: 150, repeat: undoRepeat }),
    },
    {
      id: 'W6-move-undo', group: 'W6', workload: 'moveUndoRedo', family: 'W6-move-undo',
      title: `after moveLineDown ×${undoRepeat} with ${fmt(lineCursors)} selections: undo all, redo all`,
      params: P({ lines: lineCursors * 150, cursors: lineCursors, every: 150, repeat: undoRepeat }),
    },
  )
  // W9: find-and-replace's select-all (caretaker's `find/selectAllOccurrences`; CodeMirror's selectNextOccurrence + selectSelectionMatches).
  const needleDoc = quick ? 30_000 : 1_000_000
  for (const repeat of [0, 1]) {
    out.push({
      id: repeat === 0 ? 'W9-select-all' : 'W9-select-all-type', group: 'W9', workload: 'selectAllMatches', family: repeat === 0 ? 'W9-select' : 'W9-type',
      title: `${fmt(needleDoc)}-line doc: select all ${fmt(needleDoc / NEEDLE_EVERY)} occurrences of the word at the cursor${repeat === 0 ? '' : ', then type one char'}`,
      params: P({ lines: needleDoc, every: NEEDLE_EVERY, repeat }),
    })
  }
  for (const c of keystrokeSizes) {
    out.push({
      id: `W7-${c}`, group: 'W7', workload: 'keystroke', family: 'W7',
      // At least 20,000 cursor-keystrokes of warm-up: 20 keystrokes at 100 cursors leave the code half optimized.
      title: `one keystroke, ${fmt(c)} cursors`, params: P({ lines: c, cursors: c }), warmups: quick ? 3 : Math.max(20, Math.ceil(20_000 / c)),
      ...(quick ? {} : { shortRuns: 100 }),
    })
  }
  out.push(...bigCountCases(quick))
  out.push(...longLineCases(quick, typed))
  return out
}

/**
 * W10: editing in the middle of one long line. The cursor starts inside the
 * word at the middle (`longLineColumn`); `typed` letters are typed there (the
 * timed run of W10-type, the untimed setup of the others), then selectWord,
 * moveToEndOfWord or undo of the last keystroke runs once.
 */
const longLineCases = (quick: boolean, typed: number): CaseSpec[] => {
  const chars = quick ? 1_000_000 : 10_000_000
  const line = `one ${fmt(chars / 1e6)} MB line`
  const params = P({ chars, repeat: typed })
  return [
    { id: 'W10-type', group: 'W10', workload: 'longLineType', family: 'W10-type', title: `${line}: type ${typed} chars in the middle (1 action each)`, params },
    { id: 'W10-selword', group: 'W10', workload: 'longLineSelectWord', family: 'W10-selword', title: `${line}, after typing them: selectWord`, params },
    { id: 'W10-word', group: 'W10', workload: 'longLineWord', family: 'W10-word', title: `${line}, after typing them: moveToEndOfWord`, params },
    { id: 'W10-undo', group: 'W10', workload: 'longLineUndo', family: 'W10-undo', title: `${line}, after typing them: undo the last keystroke`, params },
    { id: 'W10-typeq', group: 'W10', workload: 'longLineTypeShown', family: 'W10-typeq', title: `${line}: type ${typed} chars in the middle, the cursor's screen position asked after each`, params },
    { id: 'W10-back', group: 'W10', workload: 'longLineBackspace', family: 'W10-back', title: `${line}, after typing them: backspace, then the cursor's screen position`, params },
    { id: 'W10-enter', group: 'W10', workload: 'longLineEnter', family: 'W10-enter', title: `${line}, after typing them: Enter, then the cursor's screen position`, params },
  ]
}

/**
 * W8: the operations at big counts that are not a keystroke, each against
 * the keystroke at the same count (W7) and the floor: undo and redo of a
 * keystroke at 100,000 cursors, `setSelectedBufferRanges` of 100,000
 * ranges, and the first `getText()` after an edit of a 1,000,000-line
 * document (the edit included).
 */
const bigCountCases = (quick: boolean): CaseSpec[] => {
  const cursors = quick ? 300 : 100_000
  const lines = quick ? 30_000 : 1_000_000
  const c = fmt(cursors)
  return [
    { id: 'W8-undo', group: 'W8', workload: 'undoKeystroke', family: 'W8-undo', title: `undo one keystroke, ${c} cursors`, params: P({ lines: cursors, cursors }) },
    { id: 'W8-redo', group: 'W8', workload: 'redoKeystroke', family: 'W8-redo', title: `redo one keystroke, ${c} cursors`, params: P({ lines: cursors, cursors }) },
    { id: 'W8-select', group: 'W8', workload: 'selectRanges', family: 'W8-select', title: `setSelectedBufferRanges of ${c} ranges`, params: P({ lines: cursors, cursors }) },
    { id: 'W8-text', group: 'W8', workload: 'getTextAfterEdit', family: 'W8-text', title: `${fmt(lines)}-line doc: one edit, then getText()`, params: P({ lines }) },
  ]
}

// ─── deterministic inputs ───────────────────────────────────────────────────

/** W9's word, on every `NEEDLE_EVERY`-th line (no other word of `docLines` contains it). */
export const NEEDLE = 'needle'
export const NEEDLE_EVERY = 10

/** `docLines(count)` with ` needle` ending every `every`-th line (row 0 first); the cursor goes inside row 0's. */
export const needleLines = (count: number, every: number): { lines: string[]; row: number; column: number } => {
  const lines = docLines(count).map((l, r) => (r % every === 0 ? `${l} ${NEEDLE}` : l))
  return { lines, row: 0, column: lines[0]!.length - 2 }
}

/** mulberry32: a small seeded PRNG returning uint32 values. */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

const WORDS = [
  'const', 'let', 'value', 'result', 'index', 'item', 'items', 'count', 'editor', 'cursor', 'selection',
  'buffer', 'row', 'column', 'range', 'start', 'end', 'text', 'line', 'lines', 'map', 'filter', 'reduce',
  'return', 'if', 'else', 'for', 'while', 'function', 'this', 'state', 'next', 'prev', 'x', 'y', 'i', 'j',
  'getText', 'setText', 'moveDown', 'insert', 'delete', 'marker', 'layer', 'point', 'offset', 'length',
  'snake_case', 'camelCase', 'PascalCase', 'x1', 'v2', '42', '3.14', 'null', 'true', 'false', 'await', 'async',
]
const PUNCT = ['(', ')', '{', '}', '[', ']', ',', ';', '.', '=', '=>', '+', '-', '*', '&&', '||', ':', '?', '!', '"', "'", '<', '>', '/', '//']

/**
 * `count` lines of code-like text: indentation, words, punctuation, about
 * 40 characters on average (0–100), about one empty line in 16. No line has
 * trailing whitespace and no line is whitespace only.
 */
export const docLines = (count: number, seed = 1): string[] => {
  const rand = prng(seed)
  const out = new Array<string>(count)
  for (let r = 0; r < count; r++) {
    const roll = rand()
    if ((roll & 15) === 0) {
      out[r] = ''
      continue
    }
    const target = (roll >>> 4) % 72 + 4
    let s = ' '.repeat(((roll >>> 12) % 5) * 2)
    let first = true
    while (s.length < target) {
      const k = rand()
      const tok = (k & 3) === 0 ? PUNCT[(k >>> 2) % PUNCT.length]! : WORDS[(k >>> 2) % WORDS.length]!
      // Punctuation often sticks to the previous token, as in code.
      s += first || ((k >>> 20) & 1) === 0 ? tok : ' ' + tok
      first = false
    }
    out[r] = s
  }
  return out
}

/** A document of `count` lines as one string. */
export const docText = (count: number, seed = 1): string => docLines(count, seed).join('\n')

/** About `chars` characters of document text (whole lines, `\n`-separated). */
export const textOfSize = (chars: number, seed: number): string => {
  const lines = docLines(Math.ceil(chars / 38) + 10, seed)
  let text = lines.join('\n')
  if (text.length > chars) text = text.slice(0, chars)
  return text
}

const LONG_LINE_UNIT = 'lorem ipsum(dolor, sit); amet = consectetur.adipiscing + elit; '

/** One line of `chars` characters with no line break. */
export const longLine = (chars: number): string =>
  LONG_LINE_UNIT.repeat(Math.ceil(chars / LONG_LINE_UNIT.length)).slice(0, chars)

/** W10's cursor on `longLine(chars)`: inside the word `lorem` nearest the middle, after `lo`. */
export const longLineColumn = (chars: number): number =>
  Math.floor(chars / 2 / LONG_LINE_UNIT.length) * LONG_LINE_UNIT.length + 2

/** A column on `line`, deterministic per row, inside the line. */
export const columnFor = (row: number, line: string): number => (Math.imul(row + 1, 2654435761) >>> 8) % (line.length + 1)

/** Cursor positions `[row, column]`: one every `every` rows, `count` of them, flat. */
export const cursorLayout = (lines: readonly string[], count: number, every: number): Int32Array => {
  const out = new Int32Array(count * 2)
  for (let i = 0; i < count; i++) {
    const row = i * every
    out[2 * i] = row
    out[2 * i + 1] = columnFor(row, lines[row] ?? '')
  }
  return out
}

/**
 * The selections of `moveLineDown`: each covers rows 2–3 of its block of
 * `every` rows, from column ≤ 1 of row 2 to column ≤ 2 of row 3 (clipped),
 * as flat `[startRow, startCol, endRow, endCol]`.
 */
export const lineBlockSelections = (lines: readonly string[], count: number, every: number): Int32Array => {
  const out = new Int32Array(count * 4)
  for (let i = 0; i < count; i++) {
    const r = i * every + 2
    out.set([r, Math.min(1, (lines[r] ?? '').length), r + 1, Math.min(2, (lines[r + 1] ?? '').length)], 4 * i)
  }
  return out
}

/** The characters typed by `type` and `keystroke`: letters, one per keystroke. */
export const typedText = (count: number): string => {
  const letters = 'etaoinshrdlucmfwypvbgkqjxz'
  let s = ''
  for (let i = 0; i < count; i++) s += letters[i % letters.length]
  return s
}

/**
 * The random one-character insertions of W5 as flat `[row, column, charCode]`
 * triples. Columns are drawn inside the original line, which only grows, so
 * every edit is valid whatever came before.
 */
export const randomEdits = (lines: readonly string[], count: number, seed = 7): Int32Array => {
  const rand = prng(seed)
  const out = new Int32Array(count * 3)
  for (let k = 0; k < count; k++) {
    const row = rand() % lines.length
    out[3 * k] = row
    out[3 * k + 1] = rand() % ((lines[row] ?? '').length + 1)
    out[3 * k + 2] = 97 + (rand() % 26)
  }
  return out
}

/** The rows `[first, last)` deleted by `deleteLines`: centred in the document. */
export const deletedRows = (p: Params): readonly [number, number] => {
  const first = Math.floor((p.lines - p.deleteLines) / 2)
  return [first, first + p.deleteLines]
}

/**
 * The ranges of `selectRanges`: one per row of the first `count` rows, from
 * the cursor column of `cursorLayout` to up to 3 characters further, as flat
 * `[startRow, startCol, endRow, endCol]`.
 */
export const rangeLayout = (lines: readonly string[], count: number): Int32Array => {
  const out = new Int32Array(count * 4)
  for (let i = 0; i < count; i++) {
    const len = (lines[i] ?? '').length
    const c = columnFor(i, lines[i] ?? '')
    out.set([i, c, i, Math.min(len, c + 3)], 4 * i)
  }
  return out
}

/** The edit of `getTextAfterEdit`: the letter `x` inserted at the start of the middle row. */
export const middleRow = (p: Params): number => Math.floor(p.lines / 2)

/**
 * `text` made flat and read: one character from its middle. A rope a system
 * returns (a concatenation the engine keeps as a tree until it is read) is
 * built now, inside the timed run, not later by whoever reads it first.
 */
export const touched = (text: string): string => {
  if (text.length > 0) text.charCodeAt(text.length >> 1)
  return text
}
