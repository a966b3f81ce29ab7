/**
 * Where grammars come from: the installed Atom packages' CSON (here), or
 * the JSON the build bundles into `dist/` (a published caretaker).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { PACKAGE_FILES, bundleGrammarPackages, readGrammarPackage } from '../../src/language/grammar-package.js'
import { ScopedSettings } from '../../src/language/scoped-settings.js'

describe('grammar packages', () => {
  test("language-javascript: Atom's grammars and settings", async () => {
    const pkg = await readGrammarPackage('language-javascript', PACKAGE_FILES['language-javascript'])
    expect(pkg.version).toBe('0.128.0-0')
    expect(pkg.grammars.map(g => g.scopeName)).toEqual(['source.js', 'source.jsdoc', 'source.js.regexp'])
    const settings = new ScopedSettings(pkg.settings)
    expect(settings.get('commentStart', ['source.js'])).toBe('// ')
    expect(settings.get('increaseIndentPattern', ['source.js'])).toMatch(/^\(\?x\)/)
  })

  test('the bundled modules equal a fresh conversion of the CSON (no caches)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'caretaker-grammars-'))
    try {
      const files = await bundleGrammarPackages(dir)
      expect(files.map(f => path.basename(f))).toEqual(['language-javascript.js', 'language-erlang.js'])
      for (const [name, spec] of Object.entries(PACKAGE_FILES)) {
        const bundled = ((await import(pathToFileURL(path.join(dir, `${name}.js`)).href)) as { default: { grammars: unknown; settings: unknown } }).default
        const fresh = await readGrammarPackage(name, spec, { bundled: false, diskCache: false })
        expect(bundled.grammars).toEqual(fresh.grammars)
        expect(bundled.settings).toEqual(fresh.settings)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('ScopedSettings (Atom scoped-property lookup)', () => {
  const settings = new ScopedSettings([
    {
      '.source.js': { editor: { commentStart: '// ', nonWordCharacters: 'js' } },
      '.source.js .comment': { editor: { nonWordCharacters: 'comment' } },
      '.string.quoted, .constant': { editor: { nonWordCharacters: 'string' } },
    },
    { '.source.js': { editor: { commentStart: '#' } } },
  ])

  test('descendant selectors, class subsets, comma lists', () => {
    expect(settings.get('nonWordCharacters', ['source.js'])).toBe('js')
    expect(settings.get('nonWordCharacters', ['source.js', 'comment.block.js'])).toBe('comment')
    expect(settings.get('nonWordCharacters', ['source.js', 'string.quoted.double.js'])).toBe('string')
    expect(settings.get('nonWordCharacters', ['source.js', 'constant.numeric.js'])).toBe('string')
    expect(settings.get('nonWordCharacters', ['source.python'])).toBeUndefined()
  })

  test('the innermost matching scope wins, then specificity, then the later declaration', () => {
    // `.string.quoted` matches the inner scope: it beats `.source.js .comment`, which matches only the outer one.
    expect(settings.get('nonWordCharacters', ['source.js', 'comment.block.js', 'string.quoted.js'])).toBe('string')
    expect(settings.get('commentStart', ['source.js', 'meta.function.js'])).toBe('#')
    expect(settings.declaration('commentStart', ['source.js'])).toEqual({ commentStart: '#' })
  })
})
