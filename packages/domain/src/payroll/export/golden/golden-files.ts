import { expect } from 'vitest';

/**
 * The domain compiles without Node's types (it runs in browsers too), but its tests run in
 * Node (the vitest 'domain' project's environment), which lends them its file system here.
 */
interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string): void;
  mkdirSync(path: string, options: { recursive: true }): void;
}
const nodeProcess = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:fs'): NodeFs; env: Record<string, string | undefined> };
  }
).process;
const fs = nodeProcess.getBuiltinModule('node:fs');

/** This folder, found from the running test's own path. */
function goldenFolder(): string {
  const testPath = expect.getState().testPath ?? '';
  return `${testPath.slice(0, testPath.lastIndexOf('/'))}/golden`;
}

/**
 * A golden file's text as stored, byte for byte (UTF-8 read as is: a byte-order mark or a CR
 * would show). With GOLDEN_UPDATE=1 the given text is written first, to be checked by hand
 * before it is committed.
 */
export function goldenFile(relativePath: string, actual: string): string {
  const path = `${goldenFolder()}/${relativePath}`;
  if (nodeProcess.env.GOLDEN_UPDATE === '1') {
    fs.mkdirSync(path.slice(0, path.lastIndexOf('/')), { recursive: true });
    fs.writeFileSync(path, actual);
  }
  return fs.readFileSync(path, 'utf8');
}
