/**
 * `docs/atom-api-coverage.md` is generated from `@types/atom` and caretaker's
 * classes; this fails when it is stale (regenerate with `npm run coverage-map`).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COVERAGE_FILE, coverageMarkdown, coverageRows } from '../../scripts/coverage-map.js'
import { declaredMembers } from '../../scripts/coverage-members.js'

describe('the Atom API coverage map', () => {
  it('is up to date', () => {
    expect(readFileSync(COVERAGE_FILE, 'utf8')).toBe(coverageMarkdown())
  })

  it('reads every member of the declarations, overloads once, statics left out', () => {
    const buffer = declaredMembers('node_modules/@types/atom/dependencies/text-buffer/src/text-buffer.d.ts', 'TextBuffer')
    expect(buffer.slice(0, 3)).toEqual(['id', 'refcount', 'destroyed'])
    expect(buffer).not.toContain('load')
    expect(buffer.filter(m => m === 'transact')).toEqual(['transact'])
    expect(declaredMembers('node_modules/@types/atom/src/cursor.d.ts', 'Cursor')).toContain('getMarker')
  })

  it('has no row for a member both listed as differing and missing, and every class fully classified', () => {
    const rows = coverageRows()
    expect(Object.keys(rows)).toEqual(['TextEditor', 'Cursor', 'Selection', 'TextBuffer', 'DisplayMarker'])
    for (const list of Object.values(rows)) for (const r of list) {
      if (r.status === 'behaves differently' || r.status === 'not applicable') expect(r.note).not.toBe('')
    }
    const status = (cls: string, member: string) => rows[cls]!.find(r => r.member === member)?.status
    expect(status('Cursor', 'getMarker')).toBe('implemented')
    expect(status('DisplayMarker', 'plantTail')).toBe('implemented')
    expect(status('TextBuffer', 'onDidStopChanging')).toBe('implemented')
    expect(status('TextBuffer', 'getPath')).toBe('not applicable')
  })
})
