/**
 * The README's Redux Toolkit, persistence and batching snippets are the
 * `examples/` files: each README block (with `caretaker` imports pointing at
 * the sources) appears line by line, in order, in its example, and each
 * example runs (its `assert`s pass).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')

/** The ```ts blocks of the README that import `caretaker` and follow a `<!-- example: NAME -->` marker. */
const blocks = (): { example: string; lines: string[] }[] => {
  const out: { example: string; lines: string[] }[] = []
  const re = /<!-- example: ([\w-]+) -->\s*```ts\n([\s\S]*?)```/g
  for (const m of read('README.md').matchAll(re)) {
    const code = m[2]!.replaceAll("'caretaker/redux'", "'../src/redux/index.js'").replaceAll("'caretaker/yjs'", "'../src/yjs/index.js'").replaceAll("'caretaker'", "'../src/index.js'")
    out.push({ example: m[1]!, lines: code.split('\n').map(l => l.trimEnd()).filter(l => l.trim() !== '') })
  }
  return out
}

/** Whether `lines` appear in `file`, in order. */
const inOrder = (lines: readonly string[], file: string): string | null => {
  const have = file.split('\n').map(l => l.trimEnd())
  let at = 0
  for (const line of lines) {
    const found = have.indexOf(line, at)
    if (found < 0) return line
    at = found + 1
  }
  return null
}

describe('README examples', () => {
  it('has a block for each example, and each block is in its example file', () => {
    const bs = blocks()
    expect([...new Set(bs.map(b => b.example))].sort()).toEqual(['batching', 'collaboration', 'persistence', 'redux-toolkit'])
    for (const b of bs) expect(inOrder(b.lines, read(`examples/${b.example}.ts`)), b.example).toBe(null)
  })

  it('runs examples/redux-toolkit.ts', async () => {
    await import('../examples/redux-toolkit.js')
  })
  it('runs examples/persistence.ts', async () => {
    await import('../examples/persistence.js')
  })
  it('runs examples/batching.ts', async () => {
    await import('../examples/batching.js')
  })
  it('runs examples/collaboration.ts (a y-websocket server on 127.0.0.1, two editors)', async () => {
    await import('../examples/collaboration.js')
  })
})
