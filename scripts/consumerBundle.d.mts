import type { BuildOptions, Plugin } from 'esbuild';

export declare const laterImports: Plugin;
export declare function consumerBundleOptions(options: { contents: string; resolveDir: string; externals: string[]; plugins?: Plugin[]; nodePaths?: string[] }): BuildOptions & { write: false; metafile: true };
