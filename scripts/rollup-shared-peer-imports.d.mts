import type { Plugin } from 'rollup';

/** Routes every module's imports of the peers through one module of the package, `peers.js`. */
export function sharedPeerImports(options: {
  /** Package names of the peers, e.g. package.json's peerDependencies. */
  peers: string[];
  /** The shared module's file name in the output. @default 'peers.js' */
  fileName?: string;
}): Plugin;
