// The package scenarios: a text, selections (`[start, end, reversed?]`),
// and steps (a package command, or `call: [editorMethod, ...args]`). The
// engines are compared after every step.
const cmd = command => ({ command })
const call = (...c) => ({ call: c })
const undo = call('undo')

const lines = 'pear\nApple\nbanana\n10 figs\n9 figs\napple\nbanana\n'
const sortCommands = ['sort', 'reverse-sort', 'unique', 'case-insensitive-sort', 'natural', 'by-length', 'reverse']

const sortLines = sortCommands.flatMap(c => [
  { name: `sort-lines:${c} (whole buffer)`, pkg: 'sort-lines', text: lines, steps: [cmd(`sort-lines:${c}`), undo] },
  { name: `sort-lines:${c} (two selections)`, pkg: 'sort-lines', text: lines, ranges: [[[0, 2], [2, 1]], [[3, 0], [6, 0]]], steps: [cmd(`sort-lines:${c}`), undo] },
])

const ws = 'a  \n\tb\t\n    c \n\n  \t\nd\t\te'
const whitespace = [
  { name: 'whitespace:remove-trailing-whitespace', pkg: 'whitespace', text: ws, ranges: [[[2, 1], [2, 1]]], steps: [cmd('whitespace:remove-trailing-whitespace'), undo] },
  { name: 'whitespace:remove-trailing-whitespace (CRLF)', pkg: 'whitespace', text: 'a \r\nb\t\r\n c  ', steps: [cmd('whitespace:remove-trailing-whitespace'), undo] },
  { name: 'whitespace:convert-tabs-to-spaces', pkg: 'whitespace', text: ws, steps: [cmd('whitespace:convert-tabs-to-spaces'), undo] },
  { name: 'whitespace:convert-all-tabs-to-spaces', pkg: 'whitespace', text: ws, steps: [cmd('whitespace:convert-all-tabs-to-spaces'), undo] },
  { name: 'whitespace:convert-spaces-to-tabs', pkg: 'whitespace', text: ws, steps: [cmd('whitespace:convert-spaces-to-tabs'), undo] },
  { name: 'whitespace: newline on a blank line drops its indentation', pkg: 'whitespace', text: 'x\n    \ny', ranges: [[[1, 4], [1, 4]]], config: { 'whitespace.ignoreWhitespaceOnlyLines': false }, steps: [call('insertText', '\n')] },
]

const prose = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.\n\n  // a comment that goes on and on and on and on and on and on and on and on and on past the column\n'
const autoflow = [
  { name: 'autoflow:reflow-selection (selection)', pkg: 'autoflow', text: prose, ranges: [[[0, 0], [0, 121]]], steps: [cmd('autoflow:reflow-selection'), undo] },
  { name: 'autoflow:reflow-selection (paragraph at the cursor)', pkg: 'autoflow', text: prose, ranges: [[[2, 5], [2, 5]]], steps: [cmd('autoflow:reflow-selection')] },
  { name: 'autoflow:reflow-selection (narrow column)', pkg: 'autoflow', text: prose, ranges: [[[0, 0], [3, 0]]], config: { 'editor.preferredLineLength': 30 }, steps: [cmd('autoflow:reflow-selection')] },
]

const src = 'foo bar foo\nfoobar foo.bar\n  foo\n'
const sn = c => cmd(`find-and-replace:${c}`)
const findAndReplace = [
  { name: 'select-next: word at an empty cursor', pkg: 'find-and-replace', text: src, ranges: [[[0, 1], [0, 1]]], steps: [sn('select-next')] },
  { name: 'select-next: whole words only, wrapping', pkg: 'find-and-replace', text: src, ranges: [[[0, 9], [0, 9]]], steps: [sn('select-next'), sn('select-next'), sn('select-next'), sn('select-next'), sn('select-next'), sn('select-next')] },
  { name: 'select-next: from a selection, any occurrence', pkg: 'find-and-replace', text: src, ranges: [[[0, 0], [0, 3]]], steps: [sn('select-next'), sn('select-next'), sn('select-next'), sn('select-next'), sn('select-next')] },
  { name: 'select-next: reversed selection keeps its orientation', pkg: 'find-and-replace', text: src, ranges: [[[0, 4], [0, 7]]], reversed: true, steps: [sn('select-next'), sn('select-next')] },
  { name: 'select-all: from an empty cursor', pkg: 'find-and-replace', text: src, ranges: [[[2, 3], [2, 3]]], steps: [sn('select-all')] },
  { name: 'select-all: from a selection', pkg: 'find-and-replace', text: src, ranges: [[[0, 1], [0, 3]]], steps: [sn('select-all')] },
  { name: 'select-undo: back one at a time', pkg: 'find-and-replace', text: src, ranges: [[[0, 0], [0, 3]]], steps: [sn('select-next'), sn('select-next'), sn('select-next'), sn('select-undo'), sn('select-undo'), sn('select-undo')] },
  { name: 'select-skip: skip the current one', pkg: 'find-and-replace', text: src, ranges: [[[0, 1], [0, 1]]], steps: [sn('select-next'), sn('select-next'), sn('select-skip'), sn('select-skip')] },
  { name: 'select-next then typing', pkg: 'find-and-replace', text: src, ranges: [[[0, 1], [0, 1]]], steps: [sn('select-all'), call('insertText', 'qux'), undo] },
  { name: 'select-next: multi-line selection', pkg: 'find-and-replace', text: 'ab\ncd\nab\ncd\n', ranges: [[[0, 1], [1, 1]]], steps: [sn('select-next'), sn('select-next')] },
  { name: 'select-next: empty line', pkg: 'find-and-replace', text: 'a\n\nb\n\n', ranges: [[[1, 0], [1, 0]]], steps: [sn('select-next'), sn('select-next')] },
  { name: 'select-all: touching occurrences', pkg: 'find-and-replace', text: 'abab ab\nabababab', ranges: [[[0, 0], [0, 2]]], steps: [sn('select-all'), sn('select-undo'), sn('select-skip')] },
  { name: 'select-all: many, CRLF, then undo and skip', pkg: 'find-and-replace', text: 'x y x\r\nx-x x.y\r\n\tx\r\n'.repeat(5), ranges: [[[3, 0], [3, 0]]], steps: [sn('select-all'), sn('select-undo'), sn('select-skip'), call('insertText', 'Z')] },
  { name: 'select-all: cursor between spaces', pkg: 'find-and-replace', text: 'a  b  c\n  d', ranges: [[[0, 2], [0, 2]]], steps: [sn('select-all')] },
  { name: 'select-next: several cursors', pkg: 'find-and-replace', text: src, ranges: [[[0, 1], [0, 1]], [[1, 8], [1, 8]]], steps: [sn('select-next'), sn('select-next'), sn('select-all')] },
  { name: 'select-next: stale ranges after moving', pkg: 'find-and-replace', text: src, ranges: [[[0, 1], [0, 1]]], steps: [sn('select-next'), sn('select-next'), sn('select-next'), call('moveRight'), sn('select-undo')] },
]

const lineEndings = [
  { name: 'line-ending-selector:convert-to-CRLF', pkg: 'line-ending-selector', text: 'a\nb\r\nc\n', steps: [cmd('line-ending-selector:convert-to-CRLF'), call('insertText', 'x\ny'), undo] },
  { name: 'line-ending-selector:convert-to-LF', pkg: 'line-ending-selector', text: 'a\r\nb\r\nc\n', ranges: [[[1, 1], [1, 1]]], steps: [cmd('line-ending-selector:convert-to-LF'), call('insertText', 'x\r\ny')] },
]

const brackets = [
  { name: 'bracket-matcher: ( auto-closes', pkg: 'bracket-matcher', text: 'x\n', ranges: [[[0, 1], [0, 1]]], steps: [call('insertText', '('), call('insertText', ')')] },
  { name: 'bracket-matcher: ( wraps the selection', pkg: 'bracket-matcher', text: 'abc def\n', ranges: [[[0, 4], [0, 7]]], steps: [call('insertText', '(')] },
  { name: 'bracket-matcher: [ wraps several selections', pkg: 'bracket-matcher', text: 'abc def\n', ranges: [[[0, 0], [0, 3]], [[0, 4], [0, 7]]], steps: [call('insertText', '[')] },
  { name: 'bracket-matcher: backspace removes the pair', pkg: 'bracket-matcher', text: 'x\n', ranges: [[[0, 1], [0, 1]]], steps: [call('insertText', '{'), call('backspace')] },
  { name: 'bracket-matcher: newline between a pair', pkg: 'bracket-matcher', text: 'x\n', ranges: [[[0, 1], [0, 1]]], steps: [call('insertText', '{'), call('insertNewline')] },
  { name: 'bracket-matcher: quotes auto-close', pkg: 'bracket-matcher', text: 'x \n', ranges: [[[0, 2], [0, 2]]], steps: [call('insertText', '"'), call('insertText', 'q'), call('insertText', '"')] },
  { name: 'bracket-matcher:remove-brackets-from-selection', pkg: 'bracket-matcher', text: 'a(bc)d\n', ranges: [[[0, 1], [0, 5]]], steps: [cmd('bracket-matcher:remove-brackets-from-selection')] },
]

const mc = c => cmd(`multi-cursor:${c}`)
const ragged = 'abcdef\nab\nabcdefgh\n\nxyz 123\n'
const multiCursor = [
  { name: 'multi-cursor:expand-down keeps the goal column', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 4], [0, 4]]], steps: [mc('expand-down'), mc('expand-down'), mc('expand-down'), mc('expand-down')] },
  { name: 'multi-cursor:expand-up keeps the goal column', pkg: 'multi-cursor', text: ragged, ranges: [[[4, 5], [4, 5]]], steps: [mc('expand-up'), mc('expand-up'), mc('expand-up'), mc('expand-up'), mc('expand-up')] },
  { name: 'multi-cursor:expand-down at the last row', pkg: 'multi-cursor', text: 'ab\ncd', ranges: [[[1, 1], [1, 1]]], steps: [mc('expand-down')] },
  { name: 'multi-cursor:expand-all-down', pkg: 'multi-cursor', text: ragged, ranges: [[[1, 1], [1, 1]]], steps: [mc('expand-all-down'), call('insertText', '|'), undo] },
  { name: 'multi-cursor:expand-all-up', pkg: 'multi-cursor', text: ragged, ranges: [[[3, 0], [3, 0]]], steps: [mc('expand-all-up'), call('insertText', '|')] },
  { name: 'multi-cursor:expand-up back onto a cursor drops the last one', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 1], [0, 1]]], steps: [mc('expand-down'), mc('expand-up'), mc('expand-up')] },
  { name: 'multi-cursor:expand-down from a selection', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 1], [0, 3]]], steps: [mc('expand-down'), mc('expand-down'), call('insertText', 'Q')] },
  { name: 'multi-cursor:move-last-cursor-* (empty)', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 1], [0, 1]], [[2, 5], [2, 5]]], steps: [mc('move-last-cursor-up'), mc('move-last-cursor-down'), mc('move-last-cursor-down'), mc('move-last-cursor-left'), mc('move-last-cursor-right'), mc('move-last-cursor-right')] },
  { name: 'multi-cursor:move-last-cursor-* (selection)', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 0], [0, 1]], [[2, 2], [2, 4]]], steps: [mc('move-last-cursor-right'), mc('move-last-cursor-down'), mc('move-last-cursor-left'), mc('move-last-cursor-up'), mc('move-last-cursor-up')] },
  { name: 'multi-cursor:move-last-cursor-up merges onto a cursor', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 1], [0, 1]], [[1, 1], [1, 1]]], steps: [mc('move-last-cursor-up'), mc('expand-down')] },
  { name: 'multi-cursor:move-last-cursor-left merges onto a cursor', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 1], [0, 1]], [[0, 2], [0, 2]]], steps: [mc('move-last-cursor-left'), mc('move-last-cursor-left')] },
  { name: 'multi-cursor: expand, move the last cursor, expand again', pkg: 'multi-cursor', text: ragged, ranges: [[[0, 5], [0, 5]]], steps: [mc('expand-down'), mc('move-last-cursor-left'), mc('expand-down'), mc('move-last-cursor-right'), mc('expand-down'), call('insertText', '#')] },
]

const mcp = c => cmd(`multi-cursor-plus:${c}`)
const words = 'one two three\n  four five\nsix\n\n  seven eight nine\n'
const multiCursorPlus = [
  { name: 'multi-cursor-plus:mark then move the new cursor', pkg: 'multi-cursor-plus', text: words, ranges: [[[1, 3], [1, 3]]], steps: [mcp('mark'), mcp('move-down'), mcp('move-right'), mcp('mark'), mcp('move-down'), mcp('move-left'), call('insertText', '_')] },
  { name: 'multi-cursor-plus:mark twice toggles it off', pkg: 'multi-cursor-plus', text: words, ranges: [[[1, 3], [1, 3]]], steps: [mcp('mark'), mcp('mark'), mcp('move-up')] },
  { name: 'multi-cursor-plus:mark at the start of the buffer', pkg: 'multi-cursor-plus', text: words, ranges: [[[0, 0], [0, 0]]], steps: [mcp('mark'), mcp('move-to-bottom'), mcp('mark'), mcp('move-to-top')] },
  { name: 'multi-cursor-plus:mark a selection', pkg: 'multi-cursor-plus', text: words, ranges: [[[0, 4], [0, 7]]], steps: [mcp('mark'), mcp('move-down'), mcp('select-to-end-of-word'), call('insertText', 'X'), undo] },
  { name: 'multi-cursor-plus:move-* words and lines', pkg: 'multi-cursor-plus', text: words, ranges: [[[0, 1], [0, 1]], [[1, 6], [1, 6]]], steps: [mcp('move-to-end-of-word'), mcp('move-to-end-of-word'), mcp('move-to-beginning-of-word'), mcp('move-to-first-character-of-line'), mcp('move-to-end-of-line'), mcp('move-up'), mcp('move-to-top'), mcp('move-to-bottom')] },
  { name: 'multi-cursor-plus:select-* on the last selection', pkg: 'multi-cursor-plus', text: words, ranges: [[[0, 5], [0, 5]], [[4, 8], [4, 8]]], steps: [mcp('select-left'), mcp('select-right'), mcp('select-right'), mcp('select-up'), mcp('select-down'), mcp('select-to-beginning-of-word'), mcp('select-to-end-of-word'), mcp('select-to-first-character-of-line'), mcp('select-to-end-of-line')] },
  { name: 'multi-cursor-plus:select-to-top merges selections', pkg: 'multi-cursor-plus', text: words, ranges: [[[0, 5], [0, 5]], [[2, 1], [2, 1]]], steps: [mcp('select-to-top'), call('insertText', '!')] },
  { name: 'multi-cursor-plus:select-to-bottom merges selections', pkg: 'multi-cursor-plus', text: words, ranges: [[[4, 3], [4, 3]], [[1, 1], [1, 1]]], steps: [mcp('select-to-bottom'), mcp('select-up')] },
  { name: 'multi-cursor-plus: move-up onto another cursor', pkg: 'multi-cursor-plus', text: words, ranges: [[[0, 2], [0, 2]], [[1, 2], [1, 2]]], steps: [mcp('move-up'), mcp('move-down')] },
]

export const scenarios = [...sortLines, ...whitespace, ...autoflow, ...findAndReplace, ...lineEndings, ...brackets, ...multiCursor, ...multiCursorPlus]
