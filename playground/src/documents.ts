/** The playground's documents: a JavaScript sample, and generated large ones. */

export const SAMPLE = `// caretaker: Atom's TextEditor over an immutable, persistent state.
// Try: alt-shift-down to add cursors, ctrl-z / ctrl-shift-z, the slider below.
import { TextEditor } from 'caretaker'

/**
 * Moves every cursor to the end of its word and types there.
 */
export function shout (editor, suffix = '!') {
  editor.moveToEndOfWord()
  editor.insertText(suffix)
  return editor.getCursorBufferPositions()
}

const editor = new TextEditor({ text: 'one two\\nthree four\\n' })
editor.addCursorAtBufferPosition([1, 0])
const positions = shout(editor)
console.log(positions.map(p => p.toString()).join(', '), "done")

class Counter {
  constructor (start = 0) { this.value = start }
  increment () { return ++this.value }
}

for (let i = 0; i < 3; i++) {
  new Counter(i).increment()
}
`

/** `count` lines of generated code (each different, so searches and words vary). */
export const manyLines = (count: number): string => {
  const parts: string[] = new Array(count)
  for (let i = 0; i < count; i++) parts[i] = `const value${i} = compute(${i % 97}, "row ${i}") // line ${i + 1}`
  return parts.join('\n')
}
