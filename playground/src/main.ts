/**
 * The caretaker playground: a TextEditor you can type into, with its events,
 * its action log (export, replay) and a time-travel slider over every kept
 * state. Everything the view shows is read from the current `EditorState`.
 */
import { TextEditor, actions as A, createEditorState, registerLanguageMode, type Action, type EditorState } from 'caretaker'
import { loadJavaScriptMode } from 'caretaker/javascript'
import { SAMPLE, manyLines } from './documents.js'
import { KEYMAP } from './keymap.js'
import { Timeline, type Step } from './timeline.js'
import { EditorView } from './view.js'

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T

const EVENTS_KEPT = 300
const ACTIONS_SHOWN = 200

/** What tests and curious users reach from the console. */
declare global {
  interface Window {
    playground: Playground
  }
}

/** Above this many cursors the event log pauses (each key would fire an event or two per cursor). */
const EVENT_LOG_MAX_CURSORS = 1_000

class Playground {
  /** The facade; replaced (same state) when the event log is switched, so no listener is left behind. */
  editor: TextEditor
  readonly view: EditorView
  readonly timeline: Timeline
  private events: string[] = []
  private eventCount = 0
  lastMs = 0
  private replaying = false

  constructor() {
    this.editor = new TextEditor({ text: SAMPLE, grammar: 'javascript', autoIndent: true })
    this.timeline = new Timeline(this.editor.getState())
    this.view = new EditorView($('editor'), () => this.editor, (actions, label) => this.run(actions, label))
    this.view.onRender = ms => ($('draw-time').textContent = `draw ${ms.toFixed(1)} ms`)
    this.listen()
    this.wire()
    this.refresh()
    this.view.focus()
  }

  private listen(): void {
    const e = this.editor
    const log = (text: string) => {
      this.eventCount++
      if (!this.replaying) this.events.push(text)
    }
    e.onDidAddCursor(c => log(`did-add-cursor ${c.id} at ${c.getBufferPosition()}`))
    e.onDidRemoveCursor(c => log(`did-remove-cursor ${c.id}`))
    e.onDidChangeCursorPosition(ev => log(`did-change-cursor-position ${ev.cursor.id} ${ev.oldBufferPosition} → ${ev.newBufferPosition}${ev.textChanged ? ' (text)' : ''}`))
    e.onDidChangeSelectionRange(ev => log(`did-change-selection-range ${ev.selection.id} ${ev.newBufferRange}`))
    e.onDidChange(changes => log(`did-change ${changes.length} change${changes.length === 1 ? '' : 's'}`))
    e.onDidChangeSoftWrapped(w => log(`did-change-soft-wrapped ${w}`))
  }

  /** Turns the event log on or off: a new facade over the same state, listened to or not. */
  setEventLog(on: boolean): void {
    const state = this.editor.getState()
    this.editor.destroy()
    this.editor = new TextEditor()
    this.editor.setState(state)
    if (on) this.listen()
    ;($('log-events') as HTMLInputElement).checked = on
    this.events.push(on ? '(event log on)' : `(event log paused: tick “log events” to resume)`)
    this.refresh()
  }

  /** Dispatches one command's actions, keeps the state, redraws. */
  run(actions: readonly Action[], label: string): void {
    if (actions.length === 0) return
    if (this.editor.getState() !== this.timeline.current) this.editor.setState(this.timeline.current)
    const t0 = performance.now()
    for (const action of actions) this.editor.dispatch(action)
    const ms = performance.now() - t0
    this.lastMs = ms
    const state = this.editor.getState()
    if (state !== this.timeline.current) this.timeline.push(state, { actions, label, ms })
    this.refresh(label)
    this.view.scrollToCursor()
  }

  /** Shows kept state `index` (the slider). */
  travel(index: number): void {
    this.timeline.index = Math.max(0, Math.min(this.timeline.length - 1, index))
    this.editor.setState(this.timeline.current)
    this.refresh('time travel')
  }

  /** Starts over on a new document. */
  load(text: string): void {
    this.editor.setState(createEditorState({ text, grammar: 'javascript', autoIndent: true }))
    this.timeline.reset(this.editor.getState())
    this.events = []
    this.refresh('load')
    this.view.element.scrollTop = 0
  }

  /** A cursor at the start of each of the first `count` lines. */
  manyCursors(count: number): void {
    const lines = this.editor.getLineCount()
    const n = Math.max(1, Math.min(count, lines))
    if (n > EVENT_LOG_MAX_CURSORS && ($('log-events') as HTMLInputElement).checked) this.setEventLog(false)
    const ranges = new Array(n)
    for (let row = 0; row < n; row++) ranges[row] = { start: { row, column: 0 }, end: { row, column: 0 } }
    this.run([A.setSelectedBufferRanges({ ranges })], `${n.toLocaleString('en')} cursors`)
  }

  /** The actions from the first kept state to the shown one, as JSON. */
  exportActions(): string {
    return JSON.stringify(this.timeline.stepsSoFar().flatMap(s => s.actions), null, 1)
  }

  /** Replays actions (JSON) from the first kept state; returns the problems found. */
  replay(json: string): string[] {
    const list = JSON.parse(json) as unknown
    if (!Array.isArray(list)) return ['expected a JSON array of actions']
    this.editor.setState(this.timeline.initial)
    this.timeline.reset(this.editor.getState())
    const problems: string[] = []
    this.replaying = true
    try {
      list.forEach((u, i) => {
        const result = this.editor.dispatchUnknown(u)
        if (result._tag === 'Left') problems.push(`#${i}: ${result.left.messages.join('; ')}`)
        else if (result.right !== this.timeline.current) this.timeline.push(result.right, { actions: [u as Action], label: 'replay', ms: 0 })
      })
    } finally {
      this.replaying = false
    }
    this.refresh('replay')
    return problems
  }

  private wire(): void {
    $('doc').addEventListener('change', e => {
      const value = (e.target as HTMLSelectElement).value
      this.load(value === 'sample' ? SAMPLE : manyLines(Number(value.split('-')[1])))
      this.view.focus()
    })
    $('many-cursors').addEventListener('click', () => {
      this.manyCursors(Number(($('cursor-count') as HTMLInputElement).value) || 1)
      this.view.focus()
    })
    $('soft-wrap').addEventListener('change', e => {
      const on = (e.target as HTMLInputElement).checked
      const width = Math.max(20, Math.floor(($('editor').clientWidth - 90) / 8))
      this.run([A.update({ config: { softWrapped: on, editorWidthInChars: width } })], on ? 'soft wrap on' : 'soft wrap off')
      this.view.focus()
    })
    $('log-events').addEventListener('change', e => {
      this.setEventLog((e.target as HTMLInputElement).checked)
      this.view.focus()
    })
    $('slider').addEventListener('input', e => this.travel(Number((e.target as HTMLInputElement).value)))
    $('clear-events').addEventListener('click', () => {
      this.events = []
      this.refresh()
    })
    $('export-actions').addEventListener('click', () => {
      ;($('actions-json') as HTMLTextAreaElement).value = this.exportActions()
    })
    $('replay-actions').addEventListener('click', () => {
      const area = $('actions-json') as HTMLTextAreaElement
      try {
        const problems = this.replay(area.value)
        if (problems.length) area.value = `${problems.join('\n')}\n\n${area.value}`
      } catch (error) {
        area.value = `${(error as Error).message}\n\n${area.value}`
      }
      this.view.focus()
    })
    $('keys').innerHTML = `<table>${Object.entries(KEYMAP)
      .map(([key, [command]]) => `<tr><td><kbd>${key}</kbd></td><td>${command}</td></tr>`)
      .join('')}<tr><td>ctrl-c / ctrl-x / ctrl-v</td><td>core:copy / core:cut / core:paste</td></tr></table>`
  }

  private refresh(label?: string): void {
    this.view.scheduleRender()
    const state = this.editor.getState()
    if (this.events.length > EVENTS_KEPT) this.events = this.events.slice(-EVENTS_KEPT)
    const slider = $('slider') as HTMLInputElement
    slider.max = String(this.timeline.length - 1)
    slider.value = String(this.timeline.index)
    $('slider-label').textContent = `${this.timeline.index} / ${this.timeline.length - 1}`
    if (label !== undefined && label !== 'time travel')
      $('last-action').textContent = `last action: ${label}, ${this.lastMs.toFixed(1)} ms at ${state.selections.length.toLocaleString('en')} cursors`
    this.renderLogs()
    this.renderFigures(state)
  }

  private renderLogs(): void {
    const events = $('events')
    events.innerHTML = this.events.map(e => `<li>${escape(e)}</li>`).join('')
    events.scrollTop = events.scrollHeight
    const steps = this.timeline.stepsSoFar()
    const shown = steps.slice(-ACTIONS_SHOWN)
    const first = steps.length - shown.length
    const actions = $('actions')
    actions.setAttribute('start', String(first + 1))
    actions.innerHTML = shown.map((s: Step) => `<li title="${s.ms.toFixed(2)} ms">${escape(s.label)}: ${escape(s.actions.map(a => a.type).join(', '))}</li>`).join('')
    actions.scrollTop = actions.scrollHeight
  }

  private renderFigures(state: EditorState): void {
    const heap = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize
    const figures: [string, string][] = [
      ['cursors', state.selections.length.toLocaleString('en')],
      ['lines', state.buffer.getLineCount().toLocaleString('en')],
      ['retained states', this.timeline.length.toLocaleString('en')],
      ['JS heap (all states)', heap === undefined ? 'n/a' : `${(heap / 1048576).toFixed(1)} MB`],
      ['events fired', this.eventCount.toLocaleString('en')],
      ['screen lines', this.view.screenLineCount().toLocaleString('en')],
    ]
    $('figures').innerHTML = figures.map(([k, v]) => `<dt>${k}</dt><dd data-figure="${k}">${v}</dd>`).join('')
  }
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

registerLanguageMode(await loadJavaScriptMode())
window.playground = new Playground()
document.body.dataset.ready = 'true'
