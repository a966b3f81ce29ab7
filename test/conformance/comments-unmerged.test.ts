/**
 * toggleLineCommentsInSelection over selections left unmerged by a method
 * called on one cursor: Atom's `mutateSelectedText` runs
 * `Selection::toggleLineComments` at each selection in buffer order and
 * merges after. Expected values follow Pulsar's TextEditor code (its
 * headless editor has no grammar with comments to replay them on).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { loadJavaScriptMode } from '../../src/language/javascript.js'
import { registerLanguageMode } from '../../src/language/language-mode.js'
import { editorWith, selections } from './helpers.js'

beforeAll(async () => {
  registerLanguageMode(await loadJavaScriptMode({ syntaxTree: false }))
})

describe('toggleLineCommentsInSelection over unmerged selections', () => {
  // Atom: two identical cursors each toggle their row: commented by the first, uncommented by the second.
  it('two identical cursors toggle the row twice', () => {
    const e = editorWith('x\ny\n', { grammar: 'javascript' })
    e.addCursorAtBufferPosition([0, 1])
    e.getLastCursor().moveLeft()
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
    e.toggleLineCommentsInSelection()
    expect(e.getText()).toBe('x\ny\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false]])
    e.undo()
    expect(e.getText()).toBe('x\ny\n')
    expect(selections(e)).toEqual([[[0, 0], [0, 0], false], [[0, 0], [0, 0], false]])
  })

  // Atom: a cursor on a row a selection covers toggles it again after the selection's turn.
  it('a selection over two rows and a cursor inside it on its first row', () => {
    const e = editorWith('x\ny\n', { grammar: 'javascript' })
    e.setSelectedBufferRange([[0, 0], [1, 1]])
    e.addCursorAtBufferPosition([3, 0])
    e.getLastCursor().setBufferPosition([0, 1])
    e.toggleLineCommentsInSelection()
    expect(e.getText()).toBe('x\n// y\n')
  })
})
