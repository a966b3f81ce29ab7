/**
 * `npm run demo`: open an editor on a sample JavaScript text, drive several
 * cursors and selections through the Atom-style facade, and print the text
 * with `|` for cursors and `[…]` for selections, plus the events received.
 */
import { TextEditor } from '../src/index.js'
import { sampleText } from './sample-text.js'

const editor = new TextEditor({ text: sampleText })
const log: string[] = []
editor.onDidAddCursor(c => log.push(`added cursor ${c.id} at ${c.getBufferPosition()}`))
editor.onDidRemoveCursor(c => log.push(`removed cursor ${c.id}`))
editor.onDidChangeCursorPosition(e =>
  log.push(`cursor ${e.cursor.id} moved ${e.oldBufferPosition} -> ${e.newBufferPosition}${e.textChanged ? ' (text changed)' : ''}`))
editor.onDidChangeSelectionRange(e => log.push(`selection ${e.selection.id} ${e.oldBufferRange} -> ${e.newBufferRange}`))
editor.onDidChange(() => log.push('text changed'))

/** The text with `|` at cursors and `[…]` around selections. */
const render = (): string => {
  const lines = editor.getText().split('\n')
  const marks: { row: number; column: number; text: string }[] = []
  for (const s of editor.getSelections()) {
    const r = s.getBufferRange()
    if (r.isEmpty()) marks.push({ row: r.start.row, column: r.start.column, text: '|' })
    else marks.push({ row: r.start.row, column: r.start.column, text: '[' }, { row: r.end.row, column: r.end.column, text: ']' })
  }
  marks.sort((a, b) => b.row - a.row || b.column - a.column)
  for (const m of marks) lines[m.row] = lines[m.row]!.slice(0, m.column) + m.text + lines[m.row]!.slice(m.column)
  return lines.join('\n')
}

const step = (title: string, action: () => void): void => {
  log.length = 0
  action()
  console.log(`\n── ${title} ──\n${render()}`)
  for (const line of log) console.log(`  event: ${line}`)
}

step('three cursors at the start of rows 2, 3 and 4', () => {
  editor.setCursorBufferPosition([2, 0])
  editor.addCursorAtBufferPosition([3, 0])
  editor.addCursorAtBufferPosition([4, 0])
})
step('moveToFirstCharacterOfLine, then moveToEndOfWord', () => {
  editor.moveToFirstCharacterOfLine()
  editor.moveToEndOfWord()
})
step('insertText("/*x*/") at three cursors', () => {
  editor.insertText('/*x*/')
})
step('moveDown twice (goal column kept)', () => {
  editor.moveDown()
  editor.moveDown()
})
step('selectToEndOfWord, then selectLeft', () => {
  editor.selectToEndOfWord()
  editor.selectLeft()
})
step('a selection over row 0 and moveUp (collapses, merges)', () => {
  editor.addSelectionForBufferRange([[0, 3], [0, 8]])
  editor.moveUp()
})
