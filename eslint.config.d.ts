import type { Linter } from 'eslint';

/** The library's layers, top first (docs/architecture.md, "The layers"). */
export declare const LAYERS: ReadonlyArray<{ name: string; folders: string[] }>;
/** The layer rule on the library's sources, as a config of its own. */
export declare const layerRule: Linter.Config;
declare const config: Linter.Config[];
export default config;
