/**
 * The members of Atom's classes as `@types/atom` declares them, read from
 * its declaration files: every instance member (methods and properties,
 * overloads once) of a class or interface, in declaration order.
 */
import { readFileSync } from 'node:fs'

/** The names declared in `export class|interface <name> { … }` of `file` (static members left out). */
export const declaredMembers = (file: string, name: string): string[] => {
  const text = readFileSync(file, 'utf8')
  const open = new RegExp(`^export (?:declare )?(?:class|interface) ${name}\\b[^{]*\\{`, 'm').exec(text)
  if (!open) throw new Error(`${name} is not declared in ${file}`)
  const names: string[] = []
  let depth = 1
  let i = open.index + open[0].length
  let lineStart = i
  for (; i < text.length && depth > 0; i++) {
    const c = text[i]
    if (c === '{') depth++
    else if (c === '}') depth--
    else if (c === '\n') {
      const line = text.slice(lineStart, i)
      lineStart = i + 1
      // A member starts a line at the class body's indentation (depth 1).
      const m = depth === 1 ? /^ {4}(?:readonly )?([A-Za-z_$][\w$]*)\??\s*[(<:]/.exec(line) : null
      if (m && m[1] !== 'constructor' && !names.includes(m[1]!)) names.push(m[1]!)
    }
  }
  return names
}
