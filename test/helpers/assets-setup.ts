/** Vitest global setup: the language modes' grammar modules and wasm files next to their sources (scripts/assets.mjs). */
import { fileURLToPath } from 'node:url'
import { writeAssets } from '../../scripts/assets.mjs'

export default async function setup(): Promise<void> {
  await writeAssets(fileURLToPath(new URL('../../src/language', import.meta.url)))
}
