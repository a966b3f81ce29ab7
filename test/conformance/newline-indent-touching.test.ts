/**
 * An auto-indented newline typed at two selections on one row, the second
 * starting where the first ends. Every expected value is what Pulsar's
 * TextEditor gives for the same text and calls.
 */
import { describe, expect, it } from 'vitest'
import { editorWith, selections } from './helpers.js'

describe('insertText("\\n") with auto-indent at touching selections', () => {
  // Atom inserts in turn: the first selection's new line is indented at its row's start, which the second selection (starting there) takes in and replaces.
  it('the second selection replaces the indentation the first one\'s new line got', () => {
    const e = editorWith('is \n', { softTabs: false, autoIndent: true })
    e.indentSelectedRows()
    e.lowerCase()
    e.addSelectionForBufferRange([[0, 13], [0, 3]])
    expect(e.getText()).toBe('\tis \n')
    expect(selections(e)).toEqual([[[0, 1], [0, 3], false], [[0, 3], [0, 4], false]])
    e.insertText('\n')
    expect(e.getText()).toBe('\t\n\n\n')
    expect(selections(e)).toEqual([[[2, 0], [2, 0], false]])
  })
})
