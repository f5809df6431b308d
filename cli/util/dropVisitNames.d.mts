import type { Plugin } from 'esbuild';

export const VISIT_PARENTS_FILE: RegExp;
export function dropVisitNames(source: string, file?: string): string;
export const dropVisitNamesPlugin: Plugin;
