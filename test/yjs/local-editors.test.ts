/**
 * Several local editors on one document (`new TextEditor({ buffer })`)
 * bound to Yjs: the editors of one buffer share one binding, which carries
 * every editor's changes (the others reach the bound one through the
 * buffer); each editor's undo goes to it.
 */
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { TextEditor } from '../../src/facades/text-editor.js'
import { bindEditor } from '../../src/yjs/index.js'

const linked = (): [Y.Doc, Y.Doc] => {
  const a = new Y.Doc()
  const b = new Y.Doc()
  a.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(b, u, 'remote') })
  b.on('update', (u: Uint8Array, origin: unknown) => { if (origin !== 'remote') Y.applyUpdate(a, u, 'remote') })
  return [a, b]
}
const ranges = (e: TextEditor) => e.getSelectedBufferRanges().map(r => r.toString())

describe('two local editors of one document on Yjs', () => {
  it('one binding carries both editors\' edits, and remote edits reach both with their selections moved', () => {
    const [local, remote] = linked()
    const a = new TextEditor({ text: 'hello world\n' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    const binding = bindEditor(a, local.getText('t'))
    expect(bindEditor(b, local.getText('t')).binding).toBe(binding.binding)
    expect(() => bindEditor(b, new Y.Doc().getText('t'))).toThrow('another editor of this buffer is bound to another Y.Text')
    const far = new TextEditor()
    bindEditor(far, remote.getText('t'))
    expect(far.getText()).toBe('hello world\n')

    b.setCursorBufferPosition([0, 11])
    b.insertText('!')
    a.setCursorBufferPosition([0, 0])
    a.insertText('> ')
    expect(remote.getText('t').toString()).toBe('> hello world!\n')
    expect(far.getText()).toBe('> hello world!\n')

    far.setCursorBufferPosition([0, 2])
    far.insertText('AB')
    expect(a.getText()).toBe('> ABhello world!\n')
    expect(b.getText()).toBe('> ABhello world!\n')
    expect(ranges(a)).toEqual(['[(0, 4) - (0, 4)]'])
    expect(ranges(b)).toEqual(['[(0, 16) - (0, 16)]'])

    // b's undo takes back this user's last change (a's '> '), not the remote one.
    b.undo()
    expect(a.getText()).toBe('ABhello world!\n')
    expect(far.getText()).toBe('ABhello world!\n')
    b.undo()
    expect(b.getText()).toBe('ABhello world\n')
    expect(far.getText()).toBe('ABhello world\n')
  })

  it('binding each editor of the buffer sends each change once', () => {
    const doc = new Y.Doc()
    const a = new TextEditor({ text: 'hello\n' })
    const b = new TextEditor({ buffer: a.getBuffer() })
    bindEditor(a, doc.getText('t'))
    bindEditor(b, doc.getText('t'))
    b.insertText('X')
    a.moveDown()
    a.insertText('Y')
    expect(doc.getText('t').toString()).toBe('Xhello\nY')
    expect(b.getText()).toBe('Xhello\nY')
  })
})
