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

export const scenarios = [...sortLines, ...whitespace, ...autoflow, ...findAndReplace, ...lineEndings, ...brackets]
