/**
 * Every kept state, with the action that led to each: the time-travel
 * slider moves along it, and a new action taken from an earlier state
 * drops the states after it (editing resumes from there).
 */
import type { Action, EditorState } from 'caretaker'

export interface Step {
  /** The actions dispatched for one command (a key, a click, a paste). */
  readonly actions: readonly Action[]
  readonly label: string
  /** Time the reducer took for them, in milliseconds. */
  readonly ms: number
}

export class Timeline {
  private states: EditorState[]
  private steps: Step[] = []
  /** The state the view shows. */
  index = 0

  constructor(initial: EditorState) {
    this.states = [initial]
  }

  get length(): number {
    return this.states.length
  }

  get current(): EditorState {
    return this.states[this.index]!
  }

  get initial(): EditorState {
    return this.states[0]!
  }

  stateAt(index: number): EditorState {
    return this.states[index]!
  }

  /** The commands from the first state to the shown one. */
  stepsSoFar(): readonly Step[] {
    return this.steps.slice(0, this.index)
  }

  /** Records the state a step led to, after the shown one (later states are dropped). */
  push(state: EditorState, step: Step): void {
    this.states.length = this.index + 1
    this.steps.length = this.index
    this.states.push(state)
    this.steps.push(step)
    this.index = this.states.length - 1
  }

  /** Starts over from `state`. */
  reset(state: EditorState): void {
    this.states = [state]
    this.steps = []
    this.index = 0
  }
}
