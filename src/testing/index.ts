/**
 * `caretaker/testing`: property-test your own motions and commands against
 * caretaker's states. fast-check arbitraries (texts, positions, ranges,
 * states, every action with plausible and hostile payloads, sequences), laws
 * that throw readable messages (no test runner assumed), and a model-based
 * command set checked against a plain string-and-offsets model.
 *
 * fast-check is a peer dependency of this entry point only.
 */
export * from './arbitraries.js'
export * from './laws.js'
export { modelCommands, modelProperty, modelSetup, modelText, type Model, type Real } from './model.js'
