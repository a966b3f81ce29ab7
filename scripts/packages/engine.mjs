// Runs the package scenarios (scenarios.mjs) on one editor engine and prints
// one JSON line per scenario: the text, the selections and what threw.
//
//   node scripts/packages/engine.mjs --engine caretaker|atom --pkgs DIR [--project DIR] [--oracle DIR]
//
// DIR (--pkgs) holds the packages' sources, one folder per package
// (sort-lines, whitespace, autoflow, bracket-matcher, find-and-replace,
// line-ending-selector; and two community packages, multi-cursor from
// github.com/joseramonc/multi-cursor and multi-cursor-plus from
// github.com/kankaristo/atom-multi-cursor-plus), and a node_modules with
// their plain dependencies (underscore-plus, javascript-natural-sort,
// array-shuffle, coffeescript).
// The packages run unchanged: `require('atom')` and the `atom` global are a
// small shim over the engine's own classes.
import Module, { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { scenarios } from './scenarios.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const engineName = arg('engine', 'caretaker')
const pkgs = resolve(arg('pkgs', '/tmp/pkgs'))
const project = resolve(arg('project', join(here, '..', '..')))
const oracle = resolve(arg('oracle', '/work/shared/oracle'))
const only = arg('only', '')

const require = createRequire(join(pkgs, 'index.js'))
const { CompositeDisposable, Disposable, Emitter } = createRequire(join(project, 'package.json'))('event-kit')

// ─── the engine ─────────────────────────────────────────────────────────────

let engine
if (engineName === 'atom') {
  const { loadAtom } = await import(pathToFileURL(join(oracle, 'atom.mjs')).href)
  const a = await loadAtom()
  engine = { Range: a.Range, Point: a.Point, make: text => a.makeEditor(text, {}) }
} else {
  const ct = await import(pathToFileURL(join(project, 'dist', 'index.js')).href)
  engine = { Range: ct.Range, Point: ct.Point, make: text => new ct.TextEditor({ text, tabLength: 2, softTabs: true, autoIndent: false }), actions: ct.actions }
}

// ─── the `atom` shim ────────────────────────────────────────────────────────

const packageDefaults = {}
for (const name of ['whitespace', 'autoflow', 'bracket-matcher', 'find-and-replace', 'sort-lines']) {
  try {
    const schema = JSON.parse(readFileSync(join(pkgs, name, 'package.json'), 'utf8')).configSchema ?? {}
    for (const [key, value] of Object.entries(schema)) packageDefaults[`${name}.${key}`] = value.default
  } catch { /* a package without a schema */ }
}
const editorDefaults = {
  'editor.nonWordCharacters': '/\\()"\':,.;<>~!@#$%^&*|+=[]{}`?-…',
  'editor.tabLength': 2,
  'editor.preferredLineLength': 80,
  'editor.softTabs': true,
}
let overrides = {}
let activeEditor = null
// The package being activated: each package sees only the editors of its own scenarios.
let activating = null
const commands = new Map()
const editorObservers = []

const atomShim = {
  CompositeDisposable, Disposable, Emitter,
  get Range() { return engine.Range },
  get Point() { return engine.Point },
}
globalThis.atom = {
  config: {
    get: key => (key in overrides ? overrides[key] : key in editorDefaults ? editorDefaults[key] : packageDefaults[key]),
    observe: (key, options, cb) => { (cb ?? options)(globalThis.atom.config.get(key)); return new Disposable(() => {}) },
    onDidChange: () => new Disposable(() => {}),
  },
  commands: {
    add(_target, nameOrMap, fn) {
      const map = typeof nameOrMap === 'string' ? { [nameOrMap]: fn } : nameOrMap
      for (const [name, handler] of Object.entries(map)) commands.set(name, handler)
      return new Disposable(() => {})
    },
  },
  workspace: {
    getActiveTextEditor: () => activeEditor,
    observeTextEditors(cb) { editorObservers.push({ pkg: activating, cb }); return new Disposable(() => {}) },
  },
  views: { getView: editor => elementFor(editor) },
}
const elementFor = editor => ({ getModel: () => editor, closest: () => elementFor(editor), classList: { add() {}, remove() {}, contains: () => false } })

// `require('atom')` and the view-only modules resolve to stand-ins.
const stubs = {
  atom: atomShim,
  'atom-select-list': class {},
  'first-mate': { ScopeSelector: class { constructor(s) { this.s = s } matches() { return false } } },
  './status-bar-item': class {},
  './bracket-matcher-view': class {},
}
const load = Module._load
Module._load = function (request, parent, isMain) {
  if (request in stubs) return stubs[request]
  return load.call(this, request, parent, isMain)
}
require('coffeescript/register')

// line-ending-selector is written as an ES module for Babel: turn its imports
// and exports into CommonJS, nothing else.
const loadEsModule = file => {
  let src = readFileSync(file, 'utf8').replace(/^'use babel'\s*$/m, '')
  src = src.replace(/^import\s+(\{[^}]*\})\s+from\s+'([^']+)'/gm, "const $1 = require('$2')")
  src = src.replace(/^import\s+(\w+)\s+from\s+'([^']+)'/gm, "const $1 = require('$2')")
  const exported = [...src.matchAll(/^export function (\w+)/gm)].map(m => m[1])
  src = src.replace(/^export function /gm, 'function ') + `\nmodule.exports = { ${exported.join(', ')} }\n`
  const m = new Module(file, null)
  m.filename = file
  m.paths = Module._nodeModulePaths(dirname(file))
  m._compile(src, file)
  return m.exports
}

// ─── the packages ───────────────────────────────────────────────────────────

const activate = {
  'sort-lines': () => require(join(pkgs, 'sort-lines', 'lib', 'sort-lines.js')).activate(),
  whitespace: () => require(join(pkgs, 'whitespace', 'lib', 'main.js')).activate(),
  autoflow: () => require(join(pkgs, 'autoflow', 'lib', 'autoflow.coffee')).activate(),
  'multi-cursor': () => require(join(pkgs, 'multi-cursor', 'lib', 'multi-cursor.coffee')).activate(),
  'multi-cursor-plus': () => require(join(pkgs, 'multi-cursor-plus', 'lib', 'multi-cursor-plus.coffee')).activate(),
  'line-ending-selector': () => loadEsModule(join(pkgs, 'line-ending-selector', 'lib', 'main.js')).activate(),
  'find-and-replace': () => {
    // find.coffee's select-next commands, without the rest of its views.
    const SelectNext = require(join(pkgs, 'find-and-replace', 'lib', 'select-next.coffee'))
    const objects = new WeakMap()
    const of = editor => objects.get(editor) ?? (objects.set(editor, new SelectNext(editor)), objects.get(editor))
    // `--engine caretaker-actions`: caretaker's own select-next actions instead of the package.
    if (engineName === 'caretaker-actions') {
      const A = engine.actions
      globalThis.atom.commands.add('.editor:not(.mini)', {
        'find-and-replace:select-next': () => activeEditor.dispatch(A.selectNext()),
        'find-and-replace:select-all': () => activeEditor.dispatch(A.selectAllOccurrences()),
        'find-and-replace:select-undo': () => activeEditor.dispatch(A.undoLastSelection()),
        'find-and-replace:select-skip': () => activeEditor.dispatch(A.skipCurrentSelection()),
      })
      return
    }
    globalThis.atom.commands.add('.editor:not(.mini)', {
      'find-and-replace:select-next': () => of(activeEditor).findAndSelectNext(),
      'find-and-replace:select-all': () => of(activeEditor).findAndSelectAll(),
      'find-and-replace:select-undo': () => of(activeEditor).undoLastSelection(),
      'find-and-replace:select-skip': () => of(activeEditor).skipCurrentSelection(),
    })
  },
  'bracket-matcher': () => {
    // main.js without the view (highlighting needs a DOM).
    const MatchManager = require(join(pkgs, 'bracket-matcher', 'lib', 'match-manager.js'))
    const BracketMatcher = require(join(pkgs, 'bracket-matcher', 'lib', 'bracket-matcher.js'))
    globalThis.atom.workspace.observeTextEditors(editor => {
      const element = elementFor(editor)
      new BracketMatcher(editor, element, new MatchManager(editor, element))
    })
  },
}
const activated = new Set()

// ─── running ────────────────────────────────────────────────────────────────

const R = r => [[r.start.row, r.start.column], [r.end.row, r.end.column]]
const observe = editor => ({ text: editor.getText(), sel: editor.getSelections().map(s => [...R(s.getBufferRange()), s.isReversed()]) })

const runStep = (editor, step) => {
  if (step.command) {
    const handler = commands.get(step.command)
    if (!handler) throw new Error(`no command ${step.command}`)
    const element = elementFor(editor)
    const event = { currentTarget: element, target: element, abortKeyBinding() {} }
    return handler.call(element, event)
  }
  const [method, ...args] = step.call
  return editor[method](...args)
}

for (const sc of scenarios) {
  if (only && !sc.name.includes(only)) continue
  const out = { name: sc.name, pkg: sc.pkg }
  try {
    if (!activated.has(sc.pkg)) {
      activating = sc.pkg
      activate[sc.pkg]()
      activated.add(sc.pkg)
    }
    overrides = sc.config ?? {}
    const editor = engine.make(sc.text)
    if (sc.ranges) editor.setSelectedBufferRanges(sc.ranges.map(r => r.slice(0, 2)), sc.reversed ? { reversed: true } : {})
    activeEditor = editor
    for (const o of editorObservers) if (o.pkg === sc.pkg) o.cb(editor)
    out.after = []
    for (const step of sc.steps) {
      const r = await runStep(editor, step)
      out.after.push(observe(editor))
      void r
    }
  } catch (e) {
    out.threw = String(e && e.message ? e.message : e).split('\n')[0].slice(0, 160)
  }
  activeEditor = null
  process.stdout.write(`${JSON.stringify(out)}\n`)
}
