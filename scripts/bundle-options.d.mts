import type { BuildOptions } from 'esbuild';

/** esbuild's options for every bundle but its entries, output folder and logging. */
export const BUNDLE_OPTIONS: BuildOptions;
