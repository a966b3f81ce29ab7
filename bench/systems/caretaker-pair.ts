/**
 * caretaker's reducer (side 0) and its `TextEditor` facade (side 1) in one
 * child process, their runs alternating: the two columns of a workload then
 * meet the same collections and the same compiled code, where two processes
 * running the same code differ by up to 1.5–2× on some rows.
 */
import { runPairChild } from '../harness.js'
import { caretaker } from './caretaker.js'
import { caretakerFacade } from './caretaker-facade.js'

runPairChild([caretaker, caretakerFacade])
