/**
 * Collaboration over Yjs: a 10,000-line document, two peers, 1,000 cursors
 * each typing 100 characters (one keystroke at all of a peer's cursors per
 * step, the two peers in turn); each peer's Yjs update is applied on the
 * other peer. Measured: the time to apply one remote update (Yjs decoding
 * it, the binding turning its delta into the editor's change, the editor
 * applying it and moving its 1,000 cursors), and the bytes on the wire.
 *
 * - caretaker: `bindState` (`caretaker/yjs`) on a reducer host
 *   (`reduce(state, action)`), the remote change one
 *   `collab/applyRemoteChanges` action.
 * - y-codemirror.next with CodeMirror 6: its sync plugin (`ySync`, created
 *   through the plugin's own constructor) on a headless stand-in for
 *   `EditorView` whose `dispatch` does what the view's does to the state and
 *   plugins (`state.update`, then the plugin's `update`), without drawing.
 *   Typing is `state.replaceSelection` with `allowMultipleSelections`.
 *
 * Both without undo managers and awareness (the same work on both sides),
 * on the same Yjs. `runCollabBench` returns a markdown table; `bench/run.ts`
 * calls it. Run alone: `node --expose-gc .build/bench/collab.js [--quick]`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import * as Y from 'yjs'
import { EditorSelection, EditorState as CMState, type TransactionSpec } from '@codemirror/state'
import { ySync, ySyncFacet, YSyncConfig } from 'y-codemirror.next'
import * as A from '../src/actions/index.js'
import { reduce } from '../src/reducers/index.js'
import { createEditorState, type EditorState } from '../src/state/editor-state.js'
import { bindState } from '../src/yjs/index.js'
import { cursorLayout, docLines, typedText } from './workloads.js'
import { median } from './report.js'

/** Options of `runCollabBench`. */
export interface CollabBenchOptions {
  readonly quick?: boolean
}

interface Peer {
  readonly doc: Y.Doc
  /** One keystroke at every cursor. */
  type(ch: string): void
  text(): string
  /** Milliseconds spent in the editor (the binding's dispatch) since the last call. */
  editorTime(): number
}

/** Updates each peer sends, in order. */
const outbox = (doc: Y.Doc, box: Uint8Array[]) => doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && box.push(u))

const caretakerPeer = (text: string, cursors: Int32Array, doc: Y.Doc): Peer => {
  const ytext = doc.getText('t')
  let state: EditorState = createEditorState({ text })
  let spent = 0
  const dispatch = (a: A.Action) => {
    const t0 = performance.now()
    state = reduce(state, a)
    spent += performance.now() - t0
  }
  const binding = bindState(ytext, { getState: () => state, dispatch }, { undoManager: false })
  const ranges = []
  for (let i = 0; i < cursors.length; i += 2) {
    const p = { row: cursors[i]!, column: cursors[i + 1]! }
    ranges.push({ start: p, end: p })
  }
  state = reduce(state, A.setSelectedBufferRanges({ ranges }))
  binding.sync(state)
  return {
    doc,
    type: ch => {
      state = reduce(state, A.insertText({ text: ch }))
      binding.sync(state)
    },
    text: () => state.buffer.getText(),
    editorTime: () => {
      const t = spent
      spent = 0
      return t
    },
  }
}

/** y-codemirror.next's sync plugin on a headless view: `dispatch` updates the state, then the plugin, as `EditorView` does. */
const codemirrorPeer = (text: string, cursors: Int32Array, doc: Y.Doc): Peer => {
  const ytext = doc.getText('t')
  const initial = text
  const lineStarts: number[] = [0]
  for (let i = initial.indexOf('\n'); i >= 0; i = initial.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  const ranges = []
  for (let i = 0; i < cursors.length; i += 2) ranges.push(EditorSelection.cursor(lineStarts[cursors[i]!]! + cursors[i + 1]!))
  type Plugin = { update(u: { docChanged: boolean; transactions: readonly unknown[]; changes: unknown }): void }
  let spent = 0
  const view = {
    state: CMState.create({
      doc: initial,
      selection: EditorSelection.create(ranges),
      extensions: [CMState.allowMultipleSelections.of(true), ySyncFacet.of(new YSyncConfig(ytext, null))],
    }),
    plugin: null as Plugin | null,
    dispatch(spec: TransactionSpec) {
      const t0 = performance.now()
      const tr = view.state.update(spec)
      view.state = tr.state
      view.plugin?.update({ docChanged: tr.docChanged, transactions: [tr], changes: tr.changes })
      spent += performance.now() - t0
    },
  }
  view.plugin = (ySync as unknown as { create(v: unknown): Plugin }).create(view)
  return {
    doc,
    type: ch => view.dispatch(view.state.replaceSelection(ch)),
    text: () => view.state.doc.toString(),
    editorTime: () => {
      const t = spent
      spent = 0
      return t
    },
  }
}

interface Result {
  readonly times: number[]
  /** Of each remote update's time, what the editor spent (the rest is Yjs: decoding, integrating, computing the delta). */
  readonly editor: number[]
  readonly bytes: number
  readonly updates: number
  readonly local: number[]
  readonly text: string
}

/** Two peers of one system on one document (put in the first and synced once, untimed); they type in turn. */
const session = (make: typeof caretakerPeer, lines: readonly string[], cursors: number, chars: number): Result => {
  const text = lines.join('\n')
  const layoutA = cursorLayout(lines, cursors, Math.floor(lines.length / cursors))
  // B's cursors: the rows between A's.
  const layoutB = new Int32Array(layoutA.length)
  const half = Math.floor(lines.length / cursors / 2)
  for (let i = 0; i < layoutA.length; i += 2) {
    layoutB[i] = layoutA[i]! + half
    layoutB[i + 1] = 0
  }
  const docA = new Y.Doc()
  const docB = new Y.Doc()
  docA.clientID = 1
  docB.clientID = 2
  docA.getText('t').insert(0, text)
  Y.applyUpdate(docB, Y.encodeStateAsUpdate(docA), 'net')
  const a = make(text, layoutA, docA)
  const b = make(text, layoutB, docB)
  const boxA: Uint8Array[] = []
  const boxB: Uint8Array[] = []
  outbox(docA, boxA)
  outbox(docB, boxB)
  const typed = typedText(chars)
  const times: number[] = []
  const editor: number[] = []
  const local: number[] = []
  let bytes = 0
  let updates = 0
  const deliver = (box: Uint8Array[], to: Peer) => {
    for (const u of box.splice(0)) {
      bytes += u.length
      updates++
      to.editorTime()
      const t0 = performance.now()
      Y.applyUpdate(to.doc, u, 'net')
      times.push(performance.now() - t0)
      editor.push(to.editorTime())
    }
  }
  for (let k = 0; k < chars; k++) {
    let t0 = performance.now()
    a.type(typed[k]!)
    local.push(performance.now() - t0)
    t0 = performance.now()
    b.type(typed[k]!.toUpperCase())
    local.push(performance.now() - t0)
    deliver(boxA, b)
    deliver(boxB, a)
  }
  const ta = a.text()
  if (ta !== b.text() || ta !== docA.getText('t').toString()) throw new Error(`${make.name}: the peers did not converge`)
  return { times, editor, bytes, updates, local, text: ta }
}

/** A package's version, from the `node_modules` beside the compiled bench (run in place or from a snapshot). */
const versionOf = (name: string): string => {
  for (const up of ['../../node_modules/', '../node_modules/']) {
    const url = new URL(`${up}${name}/package.json`, import.meta.url)
    if (existsSync(url)) return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version
  }
  return '?'
}

const fmt = (ms: number): string => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2)) + ' ms'
const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length

/** The collaboration table (markdown). */
export const runCollabBench = async (options: CollabBenchOptions = {}): Promise<string> => {
  const quick = options.quick === true
  const lines = docLines(quick ? 1_000 : 10_000)
  const cursors = quick ? 100 : 1_000
  const chars = quick ? 20 : 100
  const rows: string[] = []
  let reference: string | null = null
  const results: [string, Result][] = []
  for (const [label, make] of [['caretaker (`caretaker/yjs`)', caretakerPeer], ['CodeMirror 6 + y-codemirror.next', codemirrorPeer]] as const) {
    ;(globalThis as { gc?: () => void }).gc?.()
    const r = session(make, lines, cursors, chars)
    results.push([label, r])
    reference ??= r.text
    rows.push(`| ${label} | ${fmt(median(r.times))} | ${fmt(mean(r.times))} | ${fmt(Math.max(...r.times))} | ${fmt(r.times.reduce((s, x) => s + x, 0))} | ${fmt(median(r.editor))} | ${r.updates} | ${(r.bytes / 1024).toFixed(1)} KiB (${Math.round(r.bytes / r.updates)} B per update) | ${fmt(median(r.local))} | ${r.text === reference ? '✓' : '✗'} |`)
  }
  const [, c] = results[0]!
  const [, m] = results[1]!
  return [
    `${lines.length.toLocaleString('en')}-line document, 2 peers, ${cursors.toLocaleString('en')} cursors each, ${chars} keystrokes each (the peers in turn; each keystroke one Yjs update, applied on the other peer). One run, after nothing else in the process.`,
    '',
    '| system | remote update applied: median | mean | max | total | of which the editor: median | updates | bytes on the wire | local keystroke (median, incl. the Yjs update) | same final text |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `caretaker / y-codemirror.next, median time per remote update applied: ${(median(c.times) / median(m.times)).toFixed(3)}×; the editor's part alone: ${(median(c.editor) / median(m.editor)).toFixed(3)}×.`,
    'The editor\'s part is the time inside the binding\'s dispatch (caretaker: `reduce` of the `collab/applyRemoteChanges` action; CodeMirror: the view stand-in\'s `dispatch` of the changes the plugin built). The rest of each update is Yjs\'s, the same library doing the same work on both sides: decoding and integrating the update, and computing the event\'s delta, which walks every item of the text (hundreds of thousands here, one per character typed at each cursor by the end).',
    '',
    `Versions: yjs ${versionOf('yjs')}, y-codemirror.next ${versionOf('y-codemirror.next')}, @codemirror/state ${versionOf('@codemirror/state')}; Node ${process.version}.`,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runCollabBench({ quick: process.argv.includes('--quick') }))
}
