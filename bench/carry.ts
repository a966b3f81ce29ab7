/**
 * Figures carried over from an earlier report: a run that leaves some
 * systems (or workloads) out can show their earlier medians, read back from
 * that report's Time and CPU tables, when their code has not changed since.
 * `npm run bench -- --report-only --carry=OLD.md:codemirror,textbuffer`
 * renders the saved results with them; the report says which were carried.
 */
import type { CaseSpec } from './workloads.js'
import type { Outcome, RunConfig, Section, SystemInfo } from './report.js'

/** The rows of the table under `heading`, as cells (header first). */
const table = (markdown: string, heading: string): string[][] => {
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start < 0) return []
  const rows: string[][] = []
  for (const line of markdown.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('## ')) break
    if (!line.startsWith('|') || line.startsWith('| ---')) continue
    rows.push(line.slice(1, -1).split(' | ').map(c => c.trim()))
  }
  return rows
}

/** `42.7 ms`, `11.8 s (n=3)`: milliseconds and the count of runs, if shown. */
const parseTime = (cell: string): { ms: number; n?: number } | undefined => {
  const m = /^([\d.]+) (µs|ms|s)(?: \(n=(\d+)\))?$/.exec(cell)
  if (!m) return undefined
  const ms = Number(m[1]) * (m[2] === 's' ? 1000 : m[2] === 'µs' ? 0.001 : 1)
  return m[3] === undefined ? { ms } : { ms, n: Number(m[3]) }
}

/** The footnotes of a report, by number. */
const footnotes = (markdown: string): Map<string, string> => {
  const out = new Map<string, string>()
  const start = markdown.indexOf('\n## Footnotes\n')
  if (start < 0) return out
  for (const line of markdown.slice(start + 14).split('\n')) {
    if (line.startsWith('## ')) break
    const m = /^(\d+)\. (.*)$/.exec(line)
    if (m) out.set(m[1]!, m[2]!)
  }
  return out
}

/** The outcomes of `systems` on `cases` in an earlier report (cases matched by group and title). */
export const carriedOutcomes = (
  markdown: string,
  cases: readonly CaseSpec[],
  systems: readonly SystemInfo[],
  cfg: RunConfig,
): Outcome[] => {
  const time = table(markdown, '## Time')
  const cpu = table(markdown, '## CPU time')
  const notes = footnotes(markdown)
  const out: Outcome[] = []
  for (const sys of systems) {
    const col = time[0]?.indexOf(sys.label) ?? -1
    const cpuCol = cpu[0]?.indexOf(sys.label) ?? -1
    if (col < 0) continue
    for (const c of cases) {
      const title = `${c.group} ${c.title}`
      const cell = time.find(r => r[0] === title)?.[col]
      if (cell === undefined || cell === '—') continue
      const t = parseTime(cell)
      if (t) {
        const runs = t.n ?? cfg.runs
        const cpuCell = cpuCol < 0 ? undefined : parseTime(cpu.find(r => r[0] === title)?.[cpuCol] ?? '')
        out.push({
          system: sys.id, caseId: c.id, status: 'ok',
          times: Array.from({ length: runs }, () => t.ms),
          ...(cpuCell && { cpu: Array.from({ length: runs }, () => cpuCell.ms) }),
        })
      } else if (/\(timed out\)$/.test(cell)) {
        out.push({ system: sys.id, caseId: c.id, status: 'timeout', times: [] })
      } else {
        const na = /^n\/a \[(\d+)\]$/.exec(cell)
        if (na) out.push({ system: sys.id, caseId: c.id, status: 'n/a', times: [], reason: notes.get(na[1]!) ?? 'not applicable' })
      }
    }
  }
  return out
}

/** The earlier report's sections (Buffer, Display…), for those the saved run skipped. */
export const carriedSections = (markdown: string, sections: readonly Section[]): Section[] =>
  sections.map(sec => {
    if (!sec.markdown.startsWith('_Skipped')) return sec
    const start = markdown.indexOf(`\n## ${sec.title}\n`)
    if (start < 0) return sec
    const rest = markdown.slice(start + sec.title.length + 5)
    const end = rest.search(/\n## /)
    return { title: sec.title, markdown: (end < 0 ? rest : rest.slice(0, end)).trim() }
  })
