/**
 * Atom's history keeps the texts of its changes in a native patch, which
 * holds them as UTF-8: half of a surrogate pair (a deletion or a
 * replacement that split a pair at one of its ends) comes back from undo or
 * redo as U+FFFD, one per lone half. The buffer itself keeps lone halves.
 */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** `text` as Atom's undo or redo puts it back. */
export const throughPatch = (text: string): string => (/[\ud800-\udfff]/.test(text) ? text.replace(LONE, '\ufffd') : text)
