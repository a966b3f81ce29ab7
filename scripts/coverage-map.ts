/**
 * Generates `docs/atom-api-coverage.md`: every member `@types/atom` declares
 * on Atom's `TextEditor`, `Cursor`, `Selection`, `TextBuffer` and
 * `DisplayMarker`, with its status in caretaker. A member caretaker's object
 * has is *implemented* unless listed below as behaving differently; a member
 * it lacks is *not applicable* when listed below with the reason, else
 * *missing*. `test/types/coverage-map.test.ts` fails when the file is stale.
 *
 * Regenerate: `npm run coverage-map`.
 */
import { TextEditor } from '../src/index.js'
import { declaredMembers } from './coverage-members.js'

const TYPES = 'node_modules/@types/atom/src/'
const BUFFER_TYPES = 'node_modules/@types/atom/dependencies/text-buffer/src/'

const SCROLL = 'emits Atom\'s request (`onDidRequestAutoscroll`: `{screenRange, options}`) for the host\'s view to act on (there is no viewport); '
  + 'editor commands request scrolling as Atom\'s do (motions, selection changes, edits, undo, clipboard, each honouring `autoscroll: false`), '
  + 'except that auto-indented newlines, commands whose last selection merges away, and line commands at several cursors '
  + '(positions moved by the edits of the same command) can differ in their intermediate requests, '
  + 'and transactions given as action lists, scans and the select-next commands make none'

/** Members that exist but behave differently from Atom: how. */
const DIFFERS: Record<string, Record<string, string>> = {
  TextEditor: {
    onDidChange: 'calls back once per action or transaction with the buffer\'s text changes (`start`, `oldExtent`, `newExtent`, ranges and texts); Atom passes the display layer\'s changes in screen rows',
    getGrammar: 'the language mode\'s `{name, scopeName}`, one object per mode (`text` for plain text; Atom: the Null Grammar, `text.plain.null-grammar`), without a grammar\'s tokenizer methods',
    setGrammar: 'takes a registered language mode (or its name) instead of a grammar object',
    isModified: 'there is no file: compares the text with the one at the last `markSaved()` (never saved: modified when not empty, as Atom\'s buffer without a file)',
    scrollToCursorPosition: SCROLL, scrollToBufferPosition: SCROLL, scrollToScreenPosition: SCROLL,
    findMarkers: 'understands the buffer parameters and properties; a screen parameter (`startScreenRow`, `containsScreenPosition`, …) is taken for a property and matches nothing',
  },
  Cursor: {},
  Selection: {},
  TextBuffer: {
    setPreferredLineEnding: 'applies to text written through the buffer view (`setTextInRange`, `insert`, `append`); typing through the editor normalizes to the row\'s line ending',
    isModified: 'there is no file: compares the text with the one at the last `markSaved()` (never saved: modified when not empty, as Atom\'s buffer without a file)',
    transact: 'a `selectionsMarkerLayer` option has no meaning and is ignored',
    getLanguageMode: 'the editor\'s language mode',
  },
  DisplayMarker: {
    matchesProperties: 'matches `findMarkers` parameters and properties; Atom\'s throws (it calls a marker-layer method that does not exist)',
    copy: 'on a cursor\'s marker, makes one of the editor\'s markers (Atom\'s copy of a selection marker returns undefined)',
    setProperties: 'on a cursor\'s marker, the properties are kept on the marker object, not in the editor state',
  },
}

/** Notes on members that behave as Atom does but not as the typings say. */
const TYPINGS: Record<string, Record<string, string>> = {
  TextEditor: {
    insertText: 'returns one Range per selection, as Atom (the typings say `Range | false`)',
    getCurrentParagraphBufferRange: '`undefined` on a blank row, as Atom (the typings say `Range`)',
    lineTextForScreenRow: '`undefined` past the last screen row, as Atom (the typings say `string`)',
    getSoftWrapColumn: '`undefined` with no known width, as Atom (the typings say `number`)',
    getMarker: '`undefined` for an id with no marker, as Atom (the typings say `DisplayMarker`)',
    toggleSoftTabs: 'returns nothing, as Atom (the typings say `boolean`)',
  },
  Cursor: {
    getCurrentParagraphBufferRange: '`undefined` on a blank row, as Atom (the typings say `Range`)',
  },
  Selection: {},
  TextBuffer: {
    onWillChange: 'calls back with no argument, as Atom (the typings say an event with `oldRange`)',
  },
  DisplayMarker: {
    onDidChange: 'the event has the head and tail positions, `wasValid`, `isValid` and `textChanged`, as Atom\'s DisplayMarker (the typings add the buffer marker\'s `hadTail`, `hasTail`, `oldProperties`, `newProperties`)',
  },
}

const FILE = 'there is no file in a headless core: the host loads and saves text (`setText`, `getText`, `markSaved`)'
const VIEW = 'belongs to a view (rendering, measuring, scrolling): the core has no DOM'
const DECORATION = 'decorations and gutters belong to a view; markers carry properties a view can read'

/** Members that do not apply to a headless core: why. */
const NOT_APPLICABLE: Record<string, Record<string, string>> = {
  TextEditor: {
    onDidChangeTitle: FILE, onDidChangePath: FILE, onDidSave: FILE, onDidChangeEncoding: FILE, onDidConflict: FILE,
    getTitle: FILE, getLongTitle: FILE, getPath: FILE, getEncoding: FILE, setEncoding: FILE, save: FILE, saveAs: FILE,
    observeGutters: DECORATION, onDidAddGutter: DECORATION, onDidRemoveGutter: DECORATION, addGutter: DECORATION, getGutters: DECORATION, gutterWithName: DECORATION,
    observeDecorations: DECORATION, onDidAddDecoration: DECORATION, onDidRemoveDecoration: DECORATION, decorateMarker: DECORATION, decorateMarkerLayer: DECORATION,
    getDecorations: DECORATION, getLineDecorations: DECORATION, getLineNumberDecorations: DECORATION, getHighlightDecorations: DECORATION, getOverlayDecorations: DECORATION,
    getLineHeightInPixels: VIEW,
    onDidChangePlaceholderText: VIEW, getPlaceholderText: VIEW, setPlaceholderText: VIEW,
  },
  Cursor: {},
  Selection: {},
  TextBuffer: {
    onDidConflict: FILE, onDidChangePath: FILE, onDidChangeEncoding: FILE, onWillSave: FILE, onDidSave: FILE, onDidDelete: FILE,
    onWillReload: FILE, onDidReload: FILE, onWillThrowWatchError: FILE, isInConflict: FILE, getPath: FILE, setPath: FILE, setFile: FILE,
    setEncoding: FILE, getEncoding: FILE, getUri: FILE, save: FILE, saveAs: FILE, reload: FILE,
    serialize: 'the editor state is the serializable value: `toJSON(editor.getState())` and `fromJSON`',
  },
  DisplayMarker: {},
}

type Status = 'implemented' | 'behaves differently' | 'not applicable' | 'missing'

/** One row: member, status, note. */
export interface CoverageRow {
  readonly member: string
  readonly status: Status
  readonly note: string
}

/** The objects whose members are checked: a live editor, its cursor, selection, buffer view, a marker and a cursor's marker. */
const subjects = () => {
  const editor = new TextEditor({ text: 'a' })
  return {
    TextEditor: [editor],
    Cursor: [editor.getLastCursor()],
    Selection: [editor.getLastSelection()],
    TextBuffer: [editor.getBuffer()],
    DisplayMarker: [editor.markBufferRange([[0, 0], [0, 1]]), editor.getLastCursor().getMarker()],
  } as Record<string, object[]>
}

const CLASSES: readonly [string, string][] = [
  ['TextEditor', `${TYPES}text-editor.d.ts`],
  ['Cursor', `${TYPES}cursor.d.ts`],
  ['Selection', `${TYPES}selection.d.ts`],
  ['TextBuffer', `${BUFFER_TYPES}text-buffer.d.ts`],
  ['DisplayMarker', `${BUFFER_TYPES}display-marker.d.ts`],
]

/** Every class's rows. */
export const coverageRows = (): Record<string, CoverageRow[]> => {
  const objects = subjects()
  const out: Record<string, CoverageRow[]> = {}
  for (const [name, file] of CLASSES) {
    out[name] = declaredMembers(file, name).map((member): CoverageRow => {
      const has = objects[name]!.every(o => member in o)
      if (has) {
        const how = DIFFERS[name]![member]
        if (how) return { member, status: 'behaves differently', note: how }
        return { member, status: 'implemented', note: TYPINGS[name]![member] ?? '' }
      }
      const why = NOT_APPLICABLE[name]![member]
      return why ? { member, status: 'not applicable', note: why } : { member, status: 'missing', note: '' }
    })
  }
  return out
}

const cell = (s: string) => s.replace(/\|/g, '\\|')

/** The whole document. */
export const coverageMarkdown = (): string => {
  const rows = coverageRows()
  const lines: string[] = [
    '# Atom API coverage',
    '',
    '<!-- Generated by scripts/coverage-map.ts from @types/atom and caretaker\'s classes (`npm run coverage-map`); `npm test` fails when it is stale. -->',
    '',
    'Every member `@types/atom` declares on Atom\'s `TextEditor`, `Cursor`, `Selection`, `TextBuffer` (what `editor.getBuffer()` returns)',
    'and `DisplayMarker` (what `markBufferRange` and `cursor.getMarker()` return), with its status in caretaker:',
    '',
    '- **implemented**: caretaker\'s object has it and follows Atom\'s behaviour; a note says where the typings disagree with Atom;',
    '- **behaves differently**: it exists, and the note says how it differs;',
    '- **not applicable**: it has no meaning in a headless core, and the note says why;',
    '- **missing**: not there yet.',
    '',
    '| class | implemented | behaves differently | not applicable | missing | total |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const [name] of CLASSES) {
    const r = rows[name]!
    const n = (s: Status) => r.filter(x => x.status === s).length
    lines.push(`| ${name} | ${n('implemented')} | ${n('behaves differently')} | ${n('not applicable')} | ${n('missing')} | ${r.length} |`)
  }
  for (const [name] of CLASSES) {
    lines.push('', `## ${name}`, '', '| member | status | note |', '| --- | --- | --- |')
    for (const r of rows[name]!) lines.push(`| \`${r.member}\` | ${r.status} | ${cell(r.note)} |`)
  }
  return `${lines.join('\n')}\n`
}

/** The document's path in the repository. */
export const COVERAGE_FILE = 'docs/atom-api-coverage.md'
