/** Shared by the long-row tests: a group layout's numbers in the order `layoutGroup` packs them. */
import { type GroupLayout, rowTabsOf } from '../../src/display/wrap.js'

export const packed = (L: GroupLayout): number[] => {
  const out = [L.extraRows, L.rows, L.widest]
  for (let i = 0; i < L.rows; i++) out.push(L.data[L.base + 3 + i]!)
  for (let i = 0; i < L.rows; i++) out.push(rowTabsOf(L, i))
  for (let k = 0; k < 8 * L.hunkCount; k++) out.push(L.data[L.hunks + k]!)
  return out
}
