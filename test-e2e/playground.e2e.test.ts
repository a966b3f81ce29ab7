/// <reference lib="dom" />
/**
 * The playground, built by Vite (`playground/dist`), driven in Chromium with
 * real key presses and mouse clicks; every check reads the DOM the view drew
 * (and, where the DOM cannot show it, the editor's state through
 * `window.playground`). Screenshots and timings go to `test-results/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import type { PreviewServer } from 'vite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launch, serve, type Session } from './browser.js'

/** What the page exposes as `window.playground` (see playground/src/main.ts). */
interface PlaygroundHandle {
  load(text: string): void
  readonly view: { focus(): void; readonly lastRenderMs: number }
  readonly lastMs: number
  readonly editor: {
    getState(): { selections: readonly unknown[] }
    getSelectedText(): string
    lineTextForBufferRow(row: number): string
  }
}
declare global {
  interface Window {
    playground: PlaygroundHandle
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.join(root, 'test-results')

let session: Session
let server: PreviewServer
let page: Page
const problems: string[] = []
const timings: Record<string, number | number[]> = {}

beforeAll(async () => {
  mkdirSync(results, { recursive: true })
  const served = await serve(path.join(root, 'playground', 'dist'))
  server = served.server
  session = await launch()
  page = await session.context.newPage()
  page.on('console', m => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  page.on('pageerror', e => problems.push(`page: ${e.message}`))
  await page.goto(served.url)
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 })
})

afterAll(async () => {
  writeFileSync(path.join(results, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`)
  await session?.close()
  await server?.close()
})

/** The text of the drawn rows (visible ones only), top to bottom. */
const drawnLines = (): Promise<string[]> =>
  page.$$eval('#editor .line .text', els => els.map(e => (e.textContent ?? '').replace(/\u00a0/g, ' ')))

const frame = (): Promise<void> => page.evaluate(() => new Promise<void>(r => requestAnimationFrame(() => requestAnimationFrame(() => r()))))

/** Loads a document and waits for it to be drawn. */
const load = async (text: string): Promise<void> => {
  await page.evaluate(t => window.playground.load(t), text)
  await page.evaluate(() => window.playground.view.focus())
  await frame()
}

/** Viewport coordinates of a screen position (the middle of the character cell's left edge). */
const at = async (row: number, column: number): Promise<{ x: number; y: number }> =>
  page.evaluate(
    ([row, column]) => {
      const line = document.querySelector(`#editor .line[data-screen-row="${row}"] .text`) as HTMLElement
      const box = line.getBoundingClientRect()
      const charWidth = (document.querySelector('#editor .line .text') as HTMLElement).getBoundingClientRect().width
      const chars = (line.textContent ?? '').length || 1
      return { x: box.left + (column * (line.textContent ? box.width / chars : charWidth)) + 1, y: box.top + box.height / 2 }
    },
    [row, column] as const,
  )

const click = async (row: number, column: number, modifiers: ('Shift' | 'Control')[] = [], clickCount = 1): Promise<void> => {
  const p = await at(row, column)
  for (const m of modifiers) await page.keyboard.down(m)
  await page.mouse.click(p.x, p.y, { clickCount })
  for (const m of modifiers) await page.keyboard.up(m)
  await frame()
}

const cursorCount = (): Promise<number> => page.evaluate(() => window.playground.editor.getState().selections.length)

beforeEach(() => {
  problems.length = 0
})

describe('the playground in Chromium', () => {
  it('starts with the sample drawn, coloured from the JavaScript grammar’s scopes, and no console error', async () => {
    const lines = await drawnLines()
    expect(lines[0]).toBe("// caretaker: Atom's TextEditor over an immutable, persistent state.")
    // The comment's tokens (its `//` and its text) are coloured as comment.
    expect(await page.$$eval('#editor .line[data-screen-row="0"] .s-comment', els => els.map(e => e.textContent).join(''))).toBe(lines[0])
    expect(await page.$eval('#editor .line[data-screen-row="2"] .s-keyword', e => e.textContent)).toBe('import')
    expect(problems).toEqual([])
  })

  it('adds cursors with ctrl-click and types at all three', async () => {
    await load('abc\ndef\nghi')
    await click(0, 1)
    await click(1, 2, ['Control'])
    await click(2, 3, ['Control'])
    expect(await cursorCount()).toBe(3)
    expect(await page.$$eval('#editor .cursor', els => els.length)).toBe(3)
    await page.keyboard.type('XY')
    await frame()
    expect(await drawnLines()).toEqual(['aXYbc', 'deXYf', 'ghiXY'])
  })

  it('selects with shift and deletes the selection; undo and redo restore and redo it', async () => {
    await load('hello world\nsecond')
    await page.keyboard.press('End')
    await page.keyboard.press('Control+Shift+ArrowLeft')
    await frame()
    expect(await page.$$eval('#editor .selection', els => els.length)).toBe(1)
    await page.keyboard.press('Backspace')
    await frame()
    expect(await drawnLines()).toEqual(['hello ', 'second'])
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('Delete')
    await frame()
    expect(await drawnLines()).toEqual(['hello '])
    await page.keyboard.press('Control+z')
    await frame()
    expect(await drawnLines()).toEqual(['hello ', 'second'])
    await page.keyboard.press('Control+z')
    await frame()
    expect(await drawnLines()).toEqual(['hello world', 'second'])
    await page.keyboard.press('Control+Shift+z')
    await frame()
    expect(await drawnLines()).toEqual(['hello ', 'second'])
  })

  it('selects a word by double click and a line by triple click; shift-click extends; drag selects', async () => {
    await load('one two three\nfour five')
    await click(0, 5, [], 2)
    expect(await page.evaluate(() => window.playground.editor.getSelectedText())).toBe('two')
    await click(1, 1, [], 3)
    expect(await page.evaluate(() => window.playground.editor.getSelectedText())).toBe('four five')
    await click(0, 4)
    await click(1, 4, ['Shift'])
    expect(await page.evaluate(() => window.playground.editor.getSelectedText())).toBe('two three\nfour')
    const from = await at(0, 0)
    const to = await at(0, 3)
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(to.x, to.y, { steps: 4 })
    await page.mouse.up()
    await frame()
    expect(await page.evaluate(() => window.playground.editor.getSelectedText())).toBe('one')
  })

  it('copies and pastes through the browser clipboard', async () => {
    await load('one two')
    await click(0, 5, [], 2)
    await page.keyboard.press('Control+c')
    await page.keyboard.press('End')
    await page.keyboard.type(' ')
    await page.keyboard.press('Control+v')
    await frame()
    expect(await drawnLines()).toEqual(['one two two'])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('two')
    await page.keyboard.press('Control+Shift+ArrowLeft')
    await page.keyboard.press('Control+x')
    await frame()
    expect(await drawnLines()).toEqual(['one two '])
    await page.keyboard.press('Home')
    await page.keyboard.press('Control+v')
    await frame()
    expect(await drawnLines()).toEqual(['twoone two '])
  })

  it('folds the selected lines (drawn as ⋯) and unfolds them', async () => {
    await load('a {\n  b\n  c\n}\nd')
    await click(1, 0)
    await click(2, 3, ['Shift'])
    await page.keyboard.press('Control+Alt+f')
    await frame()
    const lines = await drawnLines()
    // The fold covers the selection, from row 1's start to row 2's end: drawn as one ⋯.
    expect(lines).toEqual(['a {', '⋯', '}', 'd'])
    expect(await page.$$eval('#editor .fold-marker', els => els.length)).toBe(1)
    await page.keyboard.press('Control+Alt+}')
    await frame()
    expect(await drawnLines()).toEqual(['a {', '  b', '  c', '}', 'd'])
  })

  it('soft-wraps a long line from the display layer', async () => {
    await load(`${'word '.repeat(60)}end\nshort`)
    await page.check('#soft-wrap')
    await frame()
    const lines = await drawnLines()
    expect(lines.length).toBeGreaterThan(2)
    expect(lines.map(l => l.trim()).join(' ')).toBe(`${'word '.repeat(60)}end short`)
    await page.uncheck('#soft-wrap')
    await frame()
    expect(await drawnLines()).toEqual([`${'word '.repeat(60)}end`, 'short'])
  })

  it('moves back and forth in time with the slider, and editing resumes from the state shown', async () => {
    await load('x')
    await page.keyboard.type('a')
    await page.keyboard.type('b')
    await page.keyboard.type('c')
    await frame()
    expect(await drawnLines()).toEqual(['abcx'])
    expect(await page.inputValue('#slider')).toBe('3')
    await page.fill('#slider', '1')
    await frame()
    expect(await drawnLines()).toEqual(['ax'])
    await page.fill('#slider', '3')
    await frame()
    expect(await drawnLines()).toEqual(['abcx'])
    await page.fill('#slider', '0')
    await frame()
    expect(await drawnLines()).toEqual(['x'])
    await page.fill('#slider', '2')
    await page.evaluate(() => window.playground.view.focus())
    await page.keyboard.type('Z')
    await frame()
    expect(await drawnLines()).toEqual(['abZx'])
    expect(await page.getAttribute('#slider', 'max')).toBe('3')
    expect(await page.$eval('[data-figure="retained states"]', e => e.textContent)).toBe('4')
  })

  it('exports the action log as JSON and replays pasted JSON from the first state', async () => {
    await load('one\ntwo')
    await page.keyboard.press('Alt+Shift+ArrowDown')
    await page.keyboard.type('> ')
    await page.keyboard.press('End')
    await page.keyboard.type('!')
    await frame()
    expect(await drawnLines()).toEqual(['> one!', '> two!'])
    await page.click('#export-actions')
    const json = await page.inputValue('#actions-json')
    const types = (JSON.parse(json) as { type: string }[]).map(a => a.type)
    expect(types).toEqual(['select/addSelectionBelow', 'edit/insertText', 'edit/insertText', 'cursor/moveToEndOfScreenLine', 'edit/insertText'])
    await page.fill('#slider', '0')
    await frame()
    expect(await drawnLines()).toEqual(['one', 'two'])
    await page.fill('#actions-json', json)
    await page.click('#replay-actions')
    await frame()
    expect(await drawnLines()).toEqual(['> one!', '> two!'])
    expect(await page.inputValue('#actions-json')).toBe(json)
  })

  it('types at 10,000 cursors of a 100,000-line document (time recorded) and scrolls 1,000,000 lines', async () => {
    await page.selectOption('#doc', 'lines-100000')
    await frame()
    await page.fill('#cursor-count', '10000')
    await page.click('#many-cursors')
    await frame()
    expect(await cursorCount()).toBe(10_000)
    // The event log pauses above 1,000 cursors (one event or two per cursor per key).
    expect(await page.isChecked('#log-events')).toBe(false)
    // Five keys, each timed (the first one includes the JIT's warm-up).
    const perKey: number[] = []
    const toFrame: number[] = []
    const draws: number[] = []
    for (const key of 'quick') {
      const t0 = Date.now()
      await page.keyboard.type(key)
      await frame()
      toFrame.push(Date.now() - t0)
      perKey.push(Math.round((await page.evaluate(() => window.playground.lastMs)) * 10) / 10)
      draws.push(Math.round((await page.evaluate(() => window.playground.view.lastRenderMs)) * 10) / 10)
    }
    timings['… drawing the visible rows and cursors after each key (ms)'] = draws
    timings['type a character at 10,000 cursors, 5 keys: dispatch through the facade, event log paused (ms)'] = perKey
    timings['… key press to the second frame after it, measured by the test through Playwright (ms)'] = toFrame
    // The view follows the last cursor (row 9,999): the rows above it have the q, the ones below do not.
    const drawn = await drawnLines()
    expect(drawn).toContain('quickconst value9999 = compute(8, "row 9999") // line 10000')
    expect(drawn).toContain('const value10000 = compute(9, "row 10000") // line 10001')
    expect(await page.evaluate(() => [0, 9_999, 10_000].map(r => window.playground.editor.lineTextForBufferRow(r).slice(0, 11)))).toEqual(['quickconst ', 'quickconst ', 'const value'])
    await page.screenshot({ path: path.join(results, 'many-cursors.png') })

    await page.selectOption('#doc', 'lines-1000000')
    await frame()
    expect(await page.$eval('[data-figure="lines"]', e => e.textContent)).toBe('1,000,000')
    await page.$eval('#editor', e => (e.scrollTop = e.scrollHeight))
    await frame()
    const lines = await drawnLines()
    expect(lines.length).toBeLessThan(60)
    expect(lines[lines.length - 1]).toBe('const value999999 = compute(26, "row 999999") // line 1000000')
    expect(await page.$$eval('#editor .line', els => els.length)).toBe(lines.length)
    expect(problems).toEqual([])
  })

  it('looks like this (README screenshot)', async () => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.selectOption('#doc', 'sample')
    await page.check('#log-events')
    await page.fill('#actions-json', '')
    await frame()
    await click(8, 16)
    await page.keyboard.press('Alt+Shift+ArrowDown')
    await page.keyboard.press('Alt+Shift+ArrowDown')
    await click(15, 6, ['Control'])
    await page.keyboard.press('Control+Shift+ArrowRight')
    await frame()
    await page.screenshot({ path: path.join(results, 'playground.png') })
    expect(await cursorCount()).toBe(4)
    expect(problems).toEqual([])
  })
})
