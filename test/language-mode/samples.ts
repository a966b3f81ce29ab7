/**
 * Texts for the language-mode tests. Coordinates used by the tests are noted
 * next to each row.
 */

/** A JavaScript sample with strings, functions, comments and keywords. */
export const SAMPLE = [
  "var one = 'two-two'", //                       0: 'two-two' at 10–19
  'function greet(name) {', //                    1: `greet` at 9–14, `(` at 14
  '  // say hello', //                            2: line comment from 2
  '  return "Hello, " + name', //                 3: keyword 2–8, string 9–18
  '}', //                                         4
  '/* block', //                                  5: block comment opens
  '   still a comment */ const x = 1', //        6: comment until 21, then `const` at 22
  'const f = (a) => { return a * 2 }', //         7: arrow function
  'class A extends B {}', //                      8: class
  '', //                                          9
  '/**', //                                       10: JSDoc
  ' * @param {string} s', //                      11
  ' */', //                                       12
  'if (x) { y() } // trailing', //                13: code then comment
].join('\n')

/** Code blocks separated by comment-only rows (and blank rows) for paragraph tests. */
export const PARAGRAPHS = [
  'const a = 1', //          0
  'const b = 2', //          1
  '// about c and d', //     2
  '// more about them', //   3
  'const c = 3', //          4
  'const d = 4', //          5
  '', //                     6
  '  // indented comment', // 7
  'function e() {', //       8
  '  return 5', //           9
  '}', //                    10
  '/* a block', //           11
  '   comment */', //        12
  'const f = 6', //          13
].join('\n')

/** A JavaScript text of `lines` rows (repeating a small program), for benchmarks and caches. */
export const repeatedProgram = (lines: number): string => {
  const unit = [
    'function add(a, b) {',
    '  // adds two numbers',
    '  const sum = a + b',
    "  return `${sum} is ${'the sum'}`",
    '}',
    '/* block comment',
    '   over two rows */',
    'const list = [1, 2, 3].map(x => x * 2)',
  ]
  const out: string[] = []
  for (let i = 0; i < lines; i++) out.push(unit[i % unit.length] as string)
  return out.join('\n')
}
