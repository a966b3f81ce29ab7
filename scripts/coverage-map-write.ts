/** `npm run coverage-map`: writes `docs/atom-api-coverage.md`. */
import { writeFileSync } from 'node:fs'
import { COVERAGE_FILE, coverageMarkdown } from './coverage-map.js'

writeFileSync(COVERAGE_FILE, coverageMarkdown())
console.log(`wrote ${COVERAGE_FILE}`)
