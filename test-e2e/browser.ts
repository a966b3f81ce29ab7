/**
 * Chromium for the browser tests: Debian's `chromium` (found on PATH, or
 * CHROMIUM_PATH), driven by playwright-core, headless, with a fresh profile
 * and no background networking (its `--user-data-dir` is given through
 * `launchPersistentContext`); and an in-process static server (Vite's
 * `preview`) for a built folder.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'
import { preview, type PreviewServer } from 'vite'

export const chromiumPath = (): string => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('Debian chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH)')
  }
}

export interface Session {
  readonly context: BrowserContext
  close(): Promise<void>
}

/** A headless Chromium with a fresh profile, whose clipboard the page may use. */
export const launch = async (): Promise<Session> => {
  const profile = mkdtempSync(path.join(tmpdir(), 'caretaker-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Serves a built folder on a free port; returns its URL and the server. */
export const serve = async (dir: string): Promise<{ url: string; server: PreviewServer }> => {
  const server = await preview({ configFile: false, root: dir, logLevel: 'silent', build: { outDir: dir }, preview: { port: 0, host: '127.0.0.1' } })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the preview server has no URL')
  return { url, server }
}
