/**
 * The `caretaker/testing` entry point: declared in the exports map, free of
 * test-runner imports, and the README's ten-line property test passes.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as A from '../../src/actions/index.js'
import { reduce } from '../../src/reducers/index.js'
import type { EditorState } from '../../src/state/editor-state.js'
import { assertInvariants, editorState } from '../../src/testing/index.js'

const root = join(import.meta.dirname, '..', '..')

describe('caretaker/testing', () => {
  it('is a subpath export in the style of the others, with fast-check an optional peer dependency', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, Record<string, string>>>
      peerDependencies: Record<string, string>
      peerDependenciesMeta: Record<string, { optional: boolean }>
    }
    expect(pkg.exports['./testing']).toEqual({
      require: { types: './dist/cjs/testing/index.d.ts', default: './dist/testing/index.js' },
      default: { types: './dist/testing/index.d.ts', default: './dist/testing/index.js' },
    })
    expect(pkg.peerDependencies['fast-check']).toBeDefined()
    expect(pkg.peerDependenciesMeta['fast-check']).toEqual({ optional: true })
  })

  it('imports no test runner, and only its own entry point imports fast-check', async () => {
    const dir = join(root, 'src', 'testing')
    for (const f of await readdir(dir)) expect(await readFile(join(dir, f), 'utf8')).not.toMatch(/from 'vitest'|from "vitest"|@fast-check\/vitest/)
    const others = await readdir(join(root, 'src'), { recursive: true })
    for (const f of others.filter(f => f.endsWith('.ts') && !f.startsWith('testing'))) {
      expect(await readFile(join(root, 'src', f), 'utf8'), f).not.toMatch(/from 'fast-check'/)
    }
  })

  it("runs the README's ten-line property test", () => {
    const myMotion = (s: EditorState) => reduce(reduce(s, A.moveToEndOfWord()), A.moveToEndOfLine())
    fc.assert(
      fc.property(editorState(), s => {
        const next = myMotion(s)
        assertInvariants(next)
        if (next.buffer.getText() !== s.buffer.getText()) throw new Error('a motion must not edit')
      }),
    )
  })
})
