import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliError } from './cli-error';

/** The absolute path of `module` (relative to the working directory), checked to be a file. */
export function resolveModulePath(module: string): string {
  const path = resolve(module);
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw new CliError(`Cannot find the module ${module}: there is no file at ${path}.`);
  }
  if (!isFile) throw new CliError(`Cannot serve ${module}: ${path} is a directory, not a module file.`);
  return path;
}

/**
 * The module's namespace, loaded through jiti: TypeScript (and ESM or CommonJS JavaScript)
 * without a build step. jiti is loaded here, when a module is served, so that nothing else in
 * the package ever reaches it. `interopDefault: false` keeps the namespace as the module wrote
 * it, so a default export is told apart from named ones.
 */
export async function importModule(path: string): Promise<Record<string, unknown>> {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(import.meta.url, { interopDefault: false });
  try {
    return await jiti.import<Record<string, unknown>>(path);
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new CliError(`Importing ${path} threw:\n${reason}`, 1, { cause: error });
  }
}
