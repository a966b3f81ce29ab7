/**
 * The clipboard contract Atom's editor talks to, and an in-memory one.
 */

/** Metadata Atom attaches to copied text (indent basis, full-line flag, per-selection parts). */
export type ClipboardMetadata = Readonly<Record<string, unknown>>

/** Any object with Atom's `Clipboard` methods. */
export interface Clipboard {
  write(text: string, metadata?: ClipboardMetadata): void
  read(): string
  readWithMetadata(): { text: string; metadata?: ClipboardMetadata }
}

/** An in-memory clipboard: the default when the host injects none. */
export class MemoryClipboard implements Clipboard {
  private text = ''
  private metadata: ClipboardMetadata | undefined

  /** Store `text` (line endings normalised to `\n`, as Atom's clipboard does off Windows) and its metadata. */
  write(text: string, metadata?: ClipboardMetadata): void {
    this.text = text.replace(/\r?\n/g, '\n')
    this.metadata = metadata
  }

  /** The stored text. */
  read(): string {
    return this.text
  }

  /** The stored text, with its metadata when there is some. */
  readWithMetadata(): { text: string; metadata?: ClipboardMetadata } {
    return this.metadata === undefined ? { text: this.text } : { text: this.text, metadata: this.metadata }
  }
}
