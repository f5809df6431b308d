import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

/**
 * The yaml library, loaded by the first YAML that is parsed: a rebuild whose front matter and data
 * files are all known from the last build (cli/build/parseMemo.ts) never loads it.
 */
export const yamlLib = (): typeof Yaml =>
  (loaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml);
