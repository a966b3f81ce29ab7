/** Declarations of `assets.mjs` (for the tests that import it). */
export interface PackageFiles {
  readonly grammars: readonly string[]
  readonly settings: readonly string[]
}
export interface ConvertedPackage {
  readonly name: string
  readonly version: string
  readonly files: PackageFiles
  readonly grammars: readonly unknown[]
  readonly settings: readonly unknown[]
}
export declare const PACKAGE_FILES: Readonly<Record<'language-javascript' | 'language-erlang', PackageFiles>>
export declare const WASM_FILES: Readonly<Record<string, string>>
export declare function convertPackage(name: string, files?: PackageFiles): Promise<ConvertedPackage>
export declare function writeAssets(outDir: string): Promise<string[]>
