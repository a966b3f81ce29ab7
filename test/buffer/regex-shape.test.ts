import { describe, expect, it } from 'vitest'
import { analyze, compile, variantSource } from '../../src/buffer/regex-shape.js'

const shape = (re: RegExp): [number, boolean] => {
  const s = analyze(re.source, re.flags).shape
  return [s.reach, s.skipsBlank]
}

describe('regex shape', () => {
  it('sees single-line patterns', () => {
    const word = /^[\t ]*$|[^\s\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+|[\/\\\(\)"':,\.;<>~!@#\$%\^&\*\|\+=\[\]\{\}`\?\-…]+/g
    expect(shape(word)).toEqual([0, false])
    expect(shape(/[^\s]+|\w+\b|a.c|\S*/)).toEqual([0, false])
    expect(shape(/(a)\1|[\t ]+$/)).toEqual([0, false])
  })

  it('counts bounded line crossings', () => {
    expect(shape(/(\r\n[\t ]*\r\n)|(\n[\t ]*\n)/g)).toEqual([2, false])
    expect(shape(/a.b/s)).toEqual([1, false])
    expect(shape(/(a\n){3}|x/)).toEqual([3, false])
    expect(shape(/\n{3}/)).toEqual([1, true])
    expect(shape(/[\x00-\x7f]/)).toEqual([1, false])
    expect(shape(/\x0a|\u000A|\cJ/)).toEqual([1, false])
    expect(shape(/a(?=\n\n)/)).toEqual([2, false])
  })

  it('counts a whitespace run as one step that skips blank rows', () => {
    expect(shape(/\s*[.,]+/)).toEqual([1, true])
    expect(shape(/[\n\t ]+x|\n*/)).toEqual([1, true])
    expect(shape(/\s*,\s*;/)).toEqual([2, true])
  })

  it('gives up on unbounded crossings', () => {
    expect(shape(/[^a]+/)[0]).toBe(Infinity)
    expect(shape(/(a\n)*/)[0]).toBe(Infinity)
    expect(shape(/[\s\S]*/)[0]).toBe(Infinity)
    expect(shape(/\W+/)[0]).toBe(Infinity)
    expect(shape(/(?<=\n)a/)[0]).toBe(Infinity)
    expect(shape(/(\s)\1/)[0]).toBe(Infinity)
  })

  it('rewrites only real ^ and $ assertions', () => {
    expect(variantSource('^a|b$', '', true, false)).toBe('(?<=[\\n\\r])a|b$')
    expect(variantSource('^a|b$', '', false, true)).toBe('^a|b(?=[\\n\\r])')
    expect(variantSource('[$^]\\^\\$(^)', '', true, true)).toBe('[$^]\\^\\$((?<=[\\n\\r]))')
  })

  it('caches compiled forms by object and by source', () => {
    expect(compile(/ab+/g)).toBe(compile(/ab+/g))
    const c = compile(/^x$/)
    expect(c.global).toBe(false)
    expect(c.variant(true, true).source).toBe('(?<=[\\n\\r])x(?=[\\n\\r])')
    expect(c.variant(false, false).flags).toBe('gm')
  })
})
