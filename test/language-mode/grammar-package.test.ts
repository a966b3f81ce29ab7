/**
 * Where grammars come from: the build converts the installed Atom packages'
 * CSON to JSON modules (scripts/assets.mjs), which the modes import.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { PACKAGE_FILES, convertPackage, writeAssets } from '../../scripts/assets.mjs'
import javascriptPackage from '../../src/language/grammars/language-javascript.js'
import { ScopedSettings } from '../../src/language/scoped-settings.js'

describe('grammar packages', () => {
  test("language-javascript: Atom's grammars and settings, as the mode imports them", () => {
    expect(javascriptPackage.version).toBe('0.128.0-0')
    expect(javascriptPackage.grammars.map(g => g.scopeName)).toEqual(['source.js', 'source.jsdoc', 'source.js.regexp'])
    const settings = new ScopedSettings(javascriptPackage.settings)
    expect(settings.get('commentStart', ['source.js'])).toBe('// ')
    expect(settings.get('increaseIndentPattern', ['source.js'])).toMatch(/^\(\?x\)/)
  })

  test('the written assets: grammar modules equal to a fresh conversion of the CSON, their declarations, the wasm files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'caretaker-assets-'))
    try {
      const written = await writeAssets(dir)
      expect(written.map(f => path.relative(dir, f)).sort()).toEqual([
        'grammars/language-erlang.d.ts',
        'grammars/language-erlang.js',
        'grammars/language-javascript.d.ts',
        'grammars/language-javascript.js',
        'onig.wasm',
        'tree-sitter-javascript.wasm',
      ])
      for (const name of Object.keys(PACKAGE_FILES)) {
        const bundled = ((await import(pathToFileURL(path.join(dir, 'grammars', `${name}.js`)).href)) as { default: unknown }).default
        expect(bundled).toEqual(await convertPackage(name))
      }
      // Written again: everything is up to date, nothing is rewritten.
      expect(await writeAssets(dir)).toEqual([])
      expect((await readdir(dir)).sort()).toEqual(['grammars', 'onig.wasm', 'tree-sitter-javascript.wasm'])
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
