/** vitest setup: every property in every test file takes FC_SEED, FC_PATH and FC_NUM_RUNS from the environment. */
import { configure } from './fc-config.js'

configure()
