import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import { createEditorState, type EditorState } from '../../src/state/editor-state.js'
import { TextEditor } from '../../src/facades/text-editor.js'
import type { Clipboard, ClipboardMetadata } from '../../src/facades/clipboard.js'

/** A clipboard that records every write. */
class RecordingClipboard implements Clipboard {
  readonly writes: string[] = []
  private text = ''
  write(text: string, _metadata?: ClipboardMetadata): void {
    this.writes.push(text)
    this.text = text
  }
  read(): string {
    return this.text
  }
  readWithMetadata(): { text: string } {
    return { text: this.text }
  }
}

describe('effects belong to the action that made the state', () => {
  it('a copy state carries its write; the next changed state carries none; an unchanged one is the same state', () => {
    const s0 = reduce(createEditorState({ text: 'one two\nthree' }), A.selectWord())
    const copied = reduce(s0, A.copy())
    expect(copied.effects).toEqual([{ type: 'clipboardWrite', text: 'one', metadata: { indentBasis: 0, fullLine: false } }])
    const moved = reduce(copied, A.moveDown())
    expect(moved.effects).toEqual([])
    const typed = reduce(moved, A.insertText({ text: 'x' }))
    expect(typed.effects).toEqual([])
    // Nothing changed: the very same state (and so the same effects: a host sees no new state).
    expect(reduce(copied, A.moveToTop())).not.toBe(copied)
    const atTop = reduce(createEditorState({ text: 'a' }), A.moveToTop())
    expect(reduce(atTop, A.moveToTop())).toBe(atTop)
  })

  it('the facade performs each effect once; setState (time travel) performs none', () => {
    const clipboard = new RecordingClipboard()
    const editor = new TextEditor({ text: 'alpha beta\ngamma', clipboard })
    const timeline: EditorState[] = [editor.getState()]
    const record = () => timeline.push(editor.getState())
    editor.selectWordsContainingCursors()
    record()
    editor.copySelectedText()
    record()
    editor.moveDown()
    record()
    editor.insertText('!')
    record()
    expect(clipboard.writes).toEqual(['alpha'])
    // The user copies something else; jumping back and forth through the timeline leaves it alone.
    clipboard.write('mine')
    for (const k of [2, 0, 2, 4, 2, 1]) editor.setState(timeline[k]!)
    expect(clipboard.writes).toEqual(['alpha', 'mine'])
    expect(clipboard.read()).toBe('mine')
    // Dispatching again after a jump performs only the new action's effects.
    editor.setState(timeline[2]!)
    editor.cutSelectedText()
    expect(clipboard.writes).toEqual(['alpha', 'mine', 'alpha'])
  })
})
