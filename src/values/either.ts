/**
 * The few fp-ts `Either` operations caretaker uses, on fp-ts's own type.
 * fp-ts ships CommonJS (`lib/`) for Node and ES modules (`es6/`) for
 * bundlers; importing its functions here would put the CommonJS copy in
 * every browser bundle next to the ES one io-ts uses. The values are plain
 * `{ _tag, left }` / `{ _tag, right }` objects, so every fp-ts function
 * accepts them.
 */
import type { Either } from 'fp-ts/lib/Either.js'

export type { Either }

export const left = <E, A = never>(e: E): Either<E, A> => ({ _tag: 'Left', left: e })
export const right = <A, E = never>(a: A): Either<E, A> => ({ _tag: 'Right', right: a })
export const isLeft = <E, A>(ma: Either<E, A>): ma is Extract<Either<E, A>, { _tag: 'Left' }> => ma._tag === 'Left'
export const isRight = <E, A>(ma: Either<E, A>): ma is Extract<Either<E, A>, { _tag: 'Right' }> => ma._tag === 'Right'
export const map =
  <A, B>(f: (a: A) => B) =>
  <E>(ma: Either<E, A>): Either<E, B> =>
    isLeft(ma) ? ma : right(f(ma.right))
export const mapLeft =
  <E, G>(f: (e: E) => G) =>
  <A>(ma: Either<E, A>): Either<G, A> =>
    isLeft(ma) ? left(f(ma.left)) : ma
