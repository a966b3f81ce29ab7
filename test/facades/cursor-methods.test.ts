/**
 * Cursor and editor cursor methods through the facade, on a settings file
 * with comments, hard tabs and whitespace-only rows (tab length 2).
 */
import { describe, expect, it } from 'vitest'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Cursor } from '../../src/facades/cursor.js'
import { DEFAULT_NON_WORD_CHARACTERS } from '../../src/language/word.js'
import { SAMPLE_SETTINGS, SAMPLE_SETTINGS_LINES } from '../fixtures/sample-settings.js'

const editorOn = (text = SAMPLE_SETTINGS) => new TextEditor({ text })
const pos = (c: Cursor) => c.getBufferPosition().toArray()

/** Apply `step` to the cursor `n` times, collecting the buffer positions. */
const walk = (cursor: Cursor, n: number, step: (c: Cursor) => void): number[][] => {
  const out: number[][] = []
  for (let i = 0; i < n; i++) {
    step(cursor)
    out.push(pos(cursor))
  }
  return out
}

describe('the settings fixture', () => {
  it('has the rows its comment describes', () => {
    expect(SAMPLE_SETTINGS_LINES).toHaveLength(9)
    expect(SAMPLE_SETTINGS_LINES[1]).toHaveLength(17)
    expect(SAMPLE_SETTINGS_LINES[5]).toHaveLength(16)
    expect(SAMPLE_SETTINGS_LINES[6]).toHaveLength(21)
    expect(SAMPLE_SETTINGS_LINES[3]).toMatch(/^[ \t]+$/)
  })
})

describe('Cursor screen positions over hard tabs', () => {
  it('setScreenPosition translates with the closest clip by default', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setScreenPosition([2, 1]) // inside the tab's span, not past its middle
    expect(pos(cursor)).toEqual([2, 0])
    cursor.setScreenPosition([2, 2])
    expect(pos(cursor)).toEqual([2, 1])
    cursor.setScreenPosition([2, 3])
    expect(pos(cursor)).toEqual([2, 2])
    cursor.setScreenPosition([6, 3]) // inside the second tab
    expect(pos(cursor)).toEqual([6, 1])
    cursor.setScreenPosition([6, 4])
    expect(pos(cursor)).toEqual([6, 2])
  })

  it('setScreenPosition honours clipDirection and clamps to the screen', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setScreenPosition([6, 3], { clipDirection: 'forward' })
    expect(pos(cursor)).toEqual([6, 2])
    cursor.setScreenPosition([6, 3], { clipDirection: 'backward' })
    expect(pos(cursor)).toEqual([6, 1])
    cursor.setScreenPosition([1, 99])
    expect(pos(cursor)).toEqual([1, 17])
    cursor.setScreenPosition([-1, 5])
    expect(pos(cursor)).toEqual([0, 0])
    cursor.setScreenPosition([99, 0])
    expect(pos(cursor)).toEqual([8, 5])
  })

  it('getScreenPosition expands the tabs before the head', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([2, 3])
    expect(cursor.getScreenPosition().toArray()).toEqual([2, 4])
    cursor.setBufferPosition([6, 2])
    expect(cursor.getScreenPosition().toArray()).toEqual([6, 4])
    cursor.setBufferPosition([6, 21])
    expect(cursor.getScreenPosition().toArray()).toEqual([6, 23])
    expect(cursor.getScreenRow()).toBe(6)
    expect(cursor.getScreenColumn()).toBe(23)
  })

  it('setScreenPosition resets the goal column and reports the move', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([1, 12])
    cursor.moveDown()
    expect(cursor.goalColumn).toBe(12)
    const moves: number[][][] = []
    cursor.onDidChangePosition(e => moves.push([e.newBufferPosition.toArray(), e.newScreenPosition.toArray()]))
    cursor.setScreenPosition([5, 4])
    expect(moves).toEqual([[[5, 3], [5, 4]]])
    expect(cursor.goalColumn).toBeNull()
  })
})

describe('isLastCursor', () => {
  it('follows the most recently added surviving cursor', () => {
    const editor = editorOn()
    const first = editor.getLastCursor()
    expect(first.isLastCursor()).toBe(true)
    const second = editor.addCursorAtBufferPosition([4, 0])
    expect(first.isLastCursor()).toBe(false)
    expect(second.isLastCursor()).toBe(true)
    second.destroy()
    expect(second.isLastCursor()).toBe(false)
    expect(first.isLastCursor()).toBe(true)
  })
})

describe('getCurrentLineBufferRange', () => {
  it('spans the row, with or without its newline', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([1, 4])
    expect(cursor.getCurrentLineBufferRange().serialize()).toEqual([[1, 0], [1, 17]])
    expect(cursor.getCurrentLineBufferRange({ includeNewline: true }).serialize()).toEqual([[1, 0], [2, 0]])
    cursor.setBufferPosition([7, 0])
    expect(cursor.getCurrentLineBufferRange().serialize()).toEqual([[7, 0], [7, 0]])
    expect(cursor.getCurrentLineBufferRange({ includeNewline: true }).serialize()).toEqual([[7, 0], [8, 0]])
  })

  it('has no newline to include on the last row', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([8, 2])
    expect(cursor.getCurrentLineBufferRange().serialize()).toEqual([[8, 0], [8, 5]])
    expect(cursor.getCurrentLineBufferRange({ includeNewline: true }).serialize()).toEqual([[8, 0], [8, 5]])
  })

  it('excludes a CRLF from the line and includes it whole with the newline', () => {
    const cursor = editorOn('ab\r\ncde\r\n').getLastCursor()
    expect(cursor.getCurrentLineBufferRange().serialize()).toEqual([[0, 0], [0, 2]])
    expect(cursor.getCurrentLineBufferRange({ includeNewline: true }).serialize()).toEqual([[0, 0], [1, 0]])
    cursor.setBufferPosition([1, 1])
    expect(cursor.getCurrentLineBufferRange().serialize()).toEqual([[1, 0], [1, 3]])
    expect(cursor.getCurrentLineBufferRange({ includeNewline: true }).serialize()).toEqual([[1, 0], [2, 0]])
    cursor.setBufferPosition([2, 0])
    expect(cursor.getCurrentLineBufferRange({ includeNewline: true }).serialize()).toEqual([[2, 0], [2, 0]])
  })
})

describe('editor cursor collection methods', () => {
  it('addCursorAtScreenPosition translates the screen position and returns the last cursor', () => {
    const editor = editorOn()
    const first = editor.getLastCursor()
    expect(editor.hasMultipleCursors()).toBe(false)
    const second = editor.addCursorAtScreenPosition([6, 3])
    expect(pos(second)).toEqual([6, 1])
    expect(second.getScreenPosition().toArray()).toEqual([6, 2])
    expect(editor.hasMultipleCursors()).toBe(true)
    const third = editor.addCursorAtScreenPosition([2, 4])
    expect(pos(third)).toEqual([2, 3])
    expect(editor.getCursors()).toEqual([first, second, third])
    expect(editor.getCursorScreenPositions().map(p => p.toArray())).toEqual([[0, 0], [6, 2], [2, 4]])
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 0], [6, 1], [2, 3]])
    expect(editor.getCursorsOrderedByBufferPosition()).toEqual([first, third, second])
  })

  it('adding at an existing cursor merges the new one away and returns whatever is last', () => {
    const editor = editorOn()
    const first = editor.getLastCursor()
    const second = editor.addCursorAtScreenPosition([2, 4])
    // The existing cursor there is the last one: it is returned.
    expect(editor.addCursorAtScreenPosition([2, 4])).toBe(second)
    expect(editor.getCursors()).toHaveLength(2)
    // The existing cursor at [0,0] is not the last one: the last one comes back.
    expect(editor.addCursorAtScreenPosition([0, 0])).toBe(second)
    expect(editor.getCursors()).toEqual([first, second])
  })

  it('hasMultipleCursors goes back to false when cursors merge', () => {
    const editor = editorOn()
    editor.addCursorAtBufferPosition([1, 3])
    editor.moveToTop()
    expect(editor.hasMultipleCursors()).toBe(false)
    expect(editor.getCursorScreenPositions().map(p => p.toArray())).toEqual([[0, 0]])
  })
})

describe('word regexes and non-word characters through the cursor', () => {
  it('uses the default set', () => {
    const cursor = editorOn().getLastCursor()
    expect(cursor.getNonWordCharacters()).toBe(DEFAULT_NON_WORD_CHARACTERS)
    expect(SAMPLE_SETTINGS_LINES[5]!.match(cursor.wordRegExp())).toEqual(['src_dir', '=', './', 'src'])
    expect(SAMPLE_SETTINGS_LINES[5]!.match(cursor.wordRegExp({ includeNonWordCharacters: false }))).toEqual(['src_dir', 'src'])
    expect(SAMPLE_SETTINGS_LINES[6]!.match(cursor.subwordRegExp())).toEqual(['\t\t', 'out', 'Dir', ' =', ' ./', 'dist', '/', 'esm'])
    expect(SAMPLE_SETTINGS_LINES[6]!.match(cursor.subwordRegExp({ backwards: true }))).toEqual(['\t\t', 'out', 'Dir', '= ', './', 'dist', '/', 'esm'])
    expect(SAMPLE_SETTINGS_LINES[5]!.match(cursor.subwordRegExp())).toEqual(['\t', 'src', '_dir', ' =', ' ./', 'src'])
  })

  it('follows the editor setting', () => {
    const editor = new TextEditor({ text: SAMPLE_SETTINGS, nonWordCharacters: '=.' })
    const cursor = editor.getLastCursor()
    expect(cursor.getNonWordCharacters()).toBe('=.')
    expect(cursor.wordRegExp().source).toBe('^[\t ]*$|[^\\s=\\.]+|[=\\.]+')
    expect(SAMPLE_SETTINGS_LINES[5]!.match(cursor.wordRegExp())).toEqual(['src_dir', '=', '.', '/src'])
    cursor.setBufferPosition([5, 11])
    cursor.moveToEndOfWord()
    expect(pos(cursor)).toEqual([5, 12])
    cursor.moveToEndOfWord()
    expect(pos(cursor)).toEqual([5, 16])
  })
})

describe('Cursor motions on the fixture', () => {
  it('word motions', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([1, 0])
    cursor.moveToEndOfWord()
    expect(pos(cursor)).toEqual([1, 6])
    cursor.setBufferPosition([1, 0])
    cursor.moveToBeginningOfNextWord()
    expect(pos(cursor)).toEqual([1, 7])
    cursor.setBufferPosition([1, 12])
    cursor.moveToBeginningOfWord()
    expect(pos(cursor)).toEqual([1, 10])
    // From the start of a row indented by a tab, back over the row above.
    cursor.setBufferPosition([2, 0])
    cursor.moveToBeginningOfWord()
    expect(pos(cursor)).toEqual([1, 16])
  })

  it('word boundaries around a tab indentation', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([2, 0])
    expect(walk(cursor, 2, c => c.moveToNextWordBoundary())).toEqual([[2, 1], [2, 7]])
    cursor.setBufferPosition([2, 1])
    expect(walk(cursor, 2, c => c.moveToPreviousWordBoundary())).toEqual([[2, 0], [1, 17]])
  })

  it('subword boundaries along a tab-indented camelCase row', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([6, 0])
    expect(walk(cursor, 8, c => c.moveToNextSubwordBoundary()).map(p => p[1])).toEqual([2, 5, 8, 10, 13, 17, 18, 21])
    expect(walk(cursor, 10, c => c.moveToPreviousSubwordBoundary())).toEqual([
      [6, 18], [6, 17], [6, 13], [6, 11], [6, 9], [6, 8], [6, 5], [6, 2], [6, 0], [5, 16],
    ])
  })

  it('paragraph motions stop on whitespace-only and empty rows', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([0, 3])
    // With no blank row left: one column before the end of the buffer.
    expect(walk(cursor, 3, c => c.moveToBeginningOfNextParagraph())).toEqual([[3, 0], [7, 0], [8, 4]])
    // Backwards the scan ends at the cursor's column on the row above, so from
    // [8,4] the empty row 7 (whose blank-line match ends on row 8) is not seen.
    expect(walk(cursor, 2, c => c.moveToBeginningOfPreviousParagraph())).toEqual([[3, 0], [0, 0]])
    cursor.setBufferPosition([7, 0])
    cursor.moveToBeginningOfPreviousParagraph()
    expect(pos(cursor)).toEqual([3, 0])
  })

  it('first character of a tab-indented row, and of a whitespace-only row', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([2, 10])
    expect(walk(cursor, 3, c => c.moveToFirstCharacterOfLine())).toEqual([[2, 1], [2, 0], [2, 1]])
    cursor.setBufferPosition([3, 3])
    cursor.moveToFirstCharacterOfLine()
    expect(pos(cursor)).toEqual([3, 0])
  })

  it('skipLeadingWhitespace only moves forward', () => {
    const cursor = editorOn().getLastCursor()
    cursor.setBufferPosition([6, 0])
    cursor.skipLeadingWhitespace()
    expect(pos(cursor)).toEqual([6, 2])
    cursor.setBufferPosition([3, 1])
    cursor.skipLeadingWhitespace()
    expect(pos(cursor)).toEqual([3, 5])
    cursor.setBufferPosition([6, 5])
    cursor.skipLeadingWhitespace()
    expect(pos(cursor)).toEqual([6, 5])
  })

  it('skipLeadingWhitespace that does not move leaves a selection as it is', () => {
    const editor = editorOn()
    editor.setSelectedBufferRange([[6, 3], [6, 8]])
    editor.getLastCursor().skipLeadingWhitespace()
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[6, 3], [6, 8]])
  })

  it('a Cursor motion collapses the selection, moving from the head', () => {
    const editor = editorOn()
    const cursor = editor.getLastCursor()
    editor.setSelectedBufferRange([[1, 0], [1, 6]])
    cursor.moveToEndOfWord()
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[1, 8], [1, 8]])
    editor.setSelectedBufferRange([[1, 0], [1, 6]], { reversed: true })
    cursor.moveToNextSubwordBoundary()
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[1, 6], [1, 6]])
    editor.setSelectedBufferRange([[5, 1], [5, 8]])
    cursor.moveToFirstCharacterOfLine()
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[5, 1], [5, 1]])
    editor.setSelectedBufferRange([[0, 2], [2, 3]])
    cursor.moveToBeginningOfNextParagraph()
    expect(editor.getSelectedBufferRange().serialize()).toEqual([[3, 0], [3, 0]])
  })

  it('editor motions merge cursors that land together, the oldest surviving', () => {
    const editor = editorOn()
    const first = editor.getLastCursor()
    first.setBufferPosition([1, 3])
    const second = editor.addCursorAtBufferPosition([1, 5])
    const third = editor.addCursorAtBufferPosition([6, 6])
    let destroyed = 0
    second.onDidDestroy(() => destroyed++)
    editor.moveToBeginningOfWord()
    expect(editor.getCursors()).toEqual([first, third])
    expect(destroyed).toBe(1)
    expect(second.destroyed).toBe(true)
    // `outDir` is one word (subwords split it, words do not).
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[1, 0], [6, 2]])
    // Each already on its first character: both go to the start of the row.
    editor.moveToFirstCharacterOfLine()
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[1, 0], [6, 0]])
    editor.moveToPreviousSubwordBoundary()
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 16], [5, 16]])
    editor.moveToPreviousSubwordBoundary()
    expect(editor.getCursorBufferPositions().map(p => p.toArray())).toEqual([[0, 8], [5, 13]])
    expect(editor.getCursors()).toEqual([first, third])
  })
})
