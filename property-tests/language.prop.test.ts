/**
 * The language caches are invisible: after random edits (one or several
 * replacements at once, over one or several generations, with the earlier
 * snapshots queried partly or not at all), the memoized tokenizer states,
 * row tokens, comment rows and syntax trees of the newest snapshot equal
 * those of a fresh buffer holding the same text.
 */
import fc from 'fast-check'
import { runs } from './fc-config.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { TextBuffer, type Replacement } from '../src/buffer/text-buffer.js'
import { loadJavaScriptMode } from '../src/language/javascript.js'
import { SyntaxTrees } from '../src/language/syntax-tree.js'
import type { TextMateLanguageMode } from '../src/language/textmate-mode.js'
import * as P from '../src/values/pos.js'

let js: TextMateLanguageMode
let trees: SyntaxTrees
beforeAll(async () => {
  js = await loadJavaScriptMode({ syntaxTree: false })
  trees = await SyntaxTrees.load({
    wasm: new URL('../src/language/tree-sitter-javascript.wasm', import.meta.url),
    rootScope: 'source.js',
    cacheSize: 3,
  })
})

// ─── arbitraries ────────────────────────────────────────────────────────────

// Fragments that open and close multi-row constructs (block comments,
// template strings, JSDoc) so that an edit can change the states of rows
// far below it, and line breaks of every kind.
const fragments = [
  'function f(a) {', '}', '{', '/*', '*/', '/**', ' * @param {x} y', '//', '`', '${', '"', "'", 'x', ' ', '  ',
  '\t', 'return 1;', '/re+/g', '[', ']', '(', ')', ';', 'é😀', 'class A {}', '=>', 'if (a)',
  '\n', '\n', '\n', '\n', '\r\n', '\r',
]
const textArb = (max: number) => fc.array(fc.constantFrom(...fragments), { maxLength: max }).map(f => f.join(''))

/** An edit: replacements at fractional positions of the buffer, and whether to normalize line endings. */
interface EditSpec {
  readonly cuts: readonly (readonly [number, number, string])[]
  readonly normalize: boolean
  /** Before the edit, query the parent at this fraction of its rows (undefined: not at all). */
  readonly queryAt: number | undefined
  /** Also build the parent's syntax tree before the edit. */
  readonly parse: boolean
}

const editArb: fc.Arbitrary<EditSpec> = fc.record({
  cuts: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.2, noNaN: true }), textArb(4)), { minLength: 1, maxLength: 3 }),
  normalize: fc.boolean(),
  queryAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  parse: fc.boolean(),
})

// Sorted, non-overlapping replacements from the fractions (by character offset).
const replacementsFor = (b: TextBuffer, spec: EditSpec): Replacement[] => {
  const length = b.getLength()
  const reps: Replacement[] = []
  let min = 0
  for (const [at, span, text] of [...spec.cuts].sort((x, y) => x[0] - y[0])) {
    const from = Math.max(min, Math.floor(at * length))
    const to = Math.min(length, from + Math.floor(span * length))
    const start = b.positionForCharacterIndex(from)
    const end = b.positionForCharacterIndex(to)
    if (reps.length > 0 && P.compare(start, (reps[reps.length - 1] as Replacement).end) < 0) continue
    reps.push({ start, end: P.compare(end, start) < 0 ? start : end, text })
    min = b.characterIndexForPosition(end) + 1
  }
  return reps
}

// ─── the property ───────────────────────────────────────────────────────────

const agree = (derived: TextBuffer): void => {
  const fresh = TextBuffer.fromString(derived.getText())
  expect(derived.getLineCount()).toBe(fresh.getLineCount())
  const last = derived.getLastRow()
  const a = js.lines.for(derived)
  const b = js.lines.for(fresh)
  a.ensure(last)
  b.ensure(last)
  for (let r = 0; r <= last; r++) {
    expect(a.states.get(r).equals(b.states.get(r)), `state of row ${r}`).toBe(true)
    expect(a.tokensForRow(r), `tokens of row ${r}`).toEqual(b.tokensForRow(r))
    expect(js.isRowCommented(derived, r)).toBe(js.isRowCommented(fresh, r))
  }
  const tree = trees.treeFor(derived)
  const freshTree = trees.parseFresh(fresh)
  try {
    if (freshTree.rootNode.hasError) {
      // Tree-sitter recovers from syntax errors by cost heuristics that depend on the trees it
      // reuses, so an incremental parse of broken code may place its ERROR nodes differently
      // from a parse from scratch: there the law is that it too sees the error, over the whole text.
      expect(tree.rootNode.hasError).toBe(true)
      expect(tree.rootNode.endIndex).toBe(freshTree.rootNode.endIndex)
    } else expect(tree.rootNode.toString()).toBe(freshTree.rootNode.toString())
  } finally {
    freshTree.delete()
  }
}

describe('memoized language results equal a fresh tokenization and parse', () => {
  it('after random edits over several generations', () => {
    fc.assert(
      fc.property(textArb(60), fc.array(editArb, { minLength: 1, maxLength: 4 }), (text, edits) => {
        let b = TextBuffer.fromString(text)
        for (const spec of edits) {
          if (spec.queryAt !== undefined) js.isRowCommented(b, Math.floor(spec.queryAt * b.getLastRow()))
          if (spec.parse) trees.treeFor(b)
          b = b.applyReplacements(replacementsFor(b, spec), { normalizeLineEndings: spec.normalize })
        }
        agree(b)
      }),
      runs(300),
    )
  })

  it('typing one character at a time into a fully tokenized program', () => {
    fc.assert(
      fc.property(textArb(40), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('/', '*', '`', '\n', '{', '"', 'a', ' ')), { minLength: 1, maxLength: 12 }), (text, keys) => {
        let b = TextBuffer.fromString(text)
        js.isRowCommented(b, b.getLastRow())
        for (const [at, ch] of keys) {
          const p = b.positionForCharacterIndex(Math.floor(at * b.getLength()))
          b = b.setTextInRange({ start: p, end: p }, ch).buffer
          js.scopeDescriptorForPosition(b, p) // as autoDecreaseIndent would
        }
        agree(b)
      }),
      runs(150),
    )
  })
})
