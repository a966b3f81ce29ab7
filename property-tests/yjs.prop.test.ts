/**
 * Convergence over Yjs, for real: 2 to 5 peers (the first a `TextEditor`
 * bound with `bindEditor`, the others reducer hosts bound with `bindState`)
 * do random actions (typing at several cursors, deletes, line moves, undo
 * and redo) while their Yjs updates travel through an in-memory queue and
 * are delivered in random order, some long after they were made. At every
 * step each peer's state is sound and its text is its `Y.Text`'s; after
 * everything is delivered all texts are equal. Then one peer undoes all its
 * changes: checked against a model that counts characters (each peer types
 * from its own alphabet), none of that peer's characters is left and no
 * other peer's character is lost.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import * as A from '../src/actions/index.js'
import type { Action } from '../src/actions/index.js'
import { TextEditor } from '../src/facades/text-editor.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { bindEditor, bindState, type YjsBinding } from '../src/yjs/index.js'
import { expectInvariants } from './invariants.js'
import { runs } from './fc-config.js'

/** Each peer's own characters: a letter, a wide or astral character, so that surrogate pairs travel too. */
const ALPHABETS = [['a', '😀'], ['b', '中'], ['c', 'é'], ['d', '𝒳'], ['e', 'ß']] as const

/** Initial texts: none of the peers' characters; every line ending, lone CR included. */
const initialArb = fc
  .array(fc.tuple(fc.array(fc.constantFrom('x', 'y', ' ', '\t'), { maxLength: 6 }).map(cs => cs.join('')), fc.constantFrom('\n', '\r\n', '\r', '')), { maxLength: 6 })
  .map(lines => lines.map(([l, e]) => l + e).join(''))

const posArb = fc.record({ row: fc.nat({ max: 8 }), column: fc.nat({ max: 10 }) })

/**
 * What one peer does at its turn. A line move deletes the rows and inserts
 * them again, as the mover's own text: `moves` false leaves it out (for the
 * undo model, where another user's characters must stay theirs).
 */
const actionArb = (peer: number, moves = true): fc.Arbitrary<Action | 'undo' | 'redo'> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.array(fc.constantFrom(...ALPHABETS[peer]!, ' ', '\n', '\r\n'), { minLength: 1, maxLength: 3 }).map(cs => A.insertText({ text: cs.join('') })) },
    { weight: 2, arbitrary: posArb.map(position => A.addCursorAtBufferPosition({ position })) },
    { weight: 2, arbitrary: posArb.map(position => A.setCursorBufferPosition({ position })) },
    { weight: 1, arbitrary: fc.tuple(posArb, posArb).map(([start, end]) => A.setSelectedBufferRanges({ ranges: [{ start, end }] })) },
    { weight: 2, arbitrary: fc.constantFrom<Action>(A.backspace(), A.deleteForward(), A.deleteLine(), A.selectRight(), A.selectUp()) },
    { weight: moves ? 2 : 0, arbitrary: fc.constantFrom<Action>(A.moveLineUp(), A.moveLineDown()) },
    { weight: 2, arbitrary: fc.constantFrom<'undo' | 'redo'>('undo', 'redo') },
  )

type Step = { kind: 'act'; peer: number; action: Action | 'undo' | 'redo' } | { kind: 'deliver'; pick: number }

const stepsArb = (peers: number, mover = -1): fc.Arbitrary<Step[]> =>
  fc.array(
    fc.oneof(
      fc.nat({ max: peers - 1 }).chain(peer => actionArb(peer, mover < 0 || peer === mover).map((action): Step => ({ kind: 'act', peer, action }))),
      fc.nat().map((pick): Step => ({ kind: 'deliver', pick })),
    ),
    { maxLength: 40 },
  )

interface Peer {
  doc: Y.Doc
  text: Y.Text
  binding: YjsBinding
  state(): EditorState
  dispatch(a: Action): void
}

const editorPeer = (doc: Y.Doc, initial: string): Peer => {
  const editor = new TextEditor({ text: initial })
  const { binding } = bindEditor(editor, doc.getText('t'))
  return { doc, text: doc.getText('t'), binding, state: () => editor.getState(), dispatch: a => void editor.dispatch(a) }
}

const hostPeer = (doc: Y.Doc): Peer => {
  let state = createEditorState()
  const peer: Peer = {
    doc,
    text: doc.getText('t'),
    binding: undefined as unknown as YjsBinding,
    state: () => state,
    dispatch: a => {
      state = reduce(state, a)
      peer.binding?.sync(state)
    },
  }
  peer.binding = bindState(doc.getText('t'), { getState: () => state, dispatch: peer.dispatch })
  return peer
}

/** The peers, and the queue of updates in flight (each to one peer). */
const network = (count: number, initial: string) => {
  const queue: { to: number; update: Uint8Array }[] = []
  const docs = Array.from({ length: count }, () => new Y.Doc())
  docs.forEach((doc, i) =>
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'network') return
      for (let j = 0; j < count; j++) if (j !== i) queue.push({ to: j, update })
    }),
  )
  const peers = docs.map((doc, i) => (i === 0 ? editorPeer(doc, initial) : hostPeer(doc)))
  const deliver = (k: number) => {
    const [m] = queue.splice(k % queue.length, 1)
    Y.applyUpdate(docs[m!.to]!, m!.update, 'network')
  }
  const flush = () => {
    while (queue.length > 0) deliver(0)
  }
  return { peers, queue, deliver, flush }
}

const check = (peers: readonly Peer[]) => {
  for (const p of peers) {
    expectInvariants(p.state())
    expect(p.state().buffer.getText()).toBe(p.text.toString())
  }
}

const count = (text: string, ch: string): number => text.split(ch).length - 1

/** Run `steps`, checking every peer at every step; then deliver everything and check that all texts are equal. */
const play = (net: ReturnType<typeof network>, steps: readonly Step[]): string => {
  const { peers, queue, deliver, flush } = net
  for (const step of steps) {
    if (step.kind === 'deliver') {
      if (queue.length > 0) deliver(step.pick)
    } else {
      const p = peers[step.peer]!
      if (step.action === 'undo') p.binding.undo()
      else if (step.action === 'redo') p.binding.redo()
      else p.dispatch(step.action)
    }
    check(peers)
  }
  flush()
  check(peers)
  const text = peers[0]!.state().buffer.getText()
  for (const p of peers) expect(p.state().buffer.getText()).toBe(text)
  return text
}

const closeAll = (peers: readonly Peer[]) => {
  for (const p of peers) {
    p.binding.destroy()
    p.doc.destroy()
  }
}

describe('peers over Yjs with random delivery', () => {
  it('converge and stay sound, line moves and undo included, also after every user undoes everything', () =>
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }).chain(n => fc.tuple(fc.constant(n), initialArb, stepsArb(n))), ([n, initial, steps]) => {
        const net = network(n, initial)
        try {
          play(net, steps)
          for (const p of net.peers) while (p.binding.undoManager!.undoStack.length > 0) p.binding.undo()
          net.flush()
          check(net.peers)
          const text = net.peers[0]!.state().buffer.getText()
          for (const p of net.peers) expect(p.state().buffer.getText()).toBe(text)
        } finally {
          closeAll(net.peers)
        }
      }),
      runs(60),
    ))

  it('undo takes back one user\'s changes only: none of their characters left, none of the others\' lost', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain(n => fc.nat({ max: n - 1 }).chain(undoer => fc.tuple(fc.constant(n), initialArb, stepsArb(n, undoer), fc.constant(undoer)))),
        ([n, initial, steps, undoer]) => {
          const net = network(n, initial)
          try {
            const before = play(net, steps)
            const u = net.peers[undoer]!
            while (u.binding.undoManager!.undoStack.length > 0) u.binding.undo()
            net.flush()
            check(net.peers)
            const after = net.peers[0]!.state().buffer.getText()
            for (const p of net.peers) expect(p.state().buffer.getText()).toBe(after)
            ALPHABETS.forEach((alphabet, i) => {
              for (const ch of alphabet) {
                if (i === undoer) expect(count(after, ch)).toBe(0)
                else expect(count(after, ch)).toBeGreaterThanOrEqual(count(before, ch))
              }
            })
          } finally {
            closeAll(net.peers)
          }
        },
      ),
      runs(60),
    ))
})
