import type { Plugin } from 'esbuild';

export interface PatchEdit {
  what: string;
  find: RegExp;
  count: number;
  replace: string;
}

export interface DependencyPatch {
  package: string;
  file: RegExp;
  edits: PatchEdit[];
}

export const PATCHES: DependencyPatch[];
export function applyPatch(patch: DependencyPatch, source: string, file?: string): string;
export const patchDependenciesPlugin: Plugin;
