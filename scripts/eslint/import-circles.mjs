// An ESLint rule that refuses any import circle between the project's own files, type-only
// imports included. import-x/no-cycle skips `import type`, but a circle of types still ties two
// files together: neither can be moved or understood without the other.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const extensions = ['', '.ts', '.tsx', '.mts', '.js', '.mjs'];

/** The files a source imports by a relative path (other packages cannot import back into it). */
function relativeImports(file, source) {
  const found = [];
  for (const match of source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = resolve(path.resolve(path.dirname(file), specifier));
    if (target) found.push(target);
  }
  return found;
}

function resolve(base) {
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Imports of each file read so far, by modification time, so one lint run reads each file once. */
const importsCache = new Map();
function importsOf(file) {
  const modified = statSync(file).mtimeMs;
  const cached = importsCache.get(file);
  if (cached?.modified === modified) return cached.imports;
  const imports = relativeImports(file, readFileSync(file, 'utf8'));
  importsCache.set(file, { modified, imports });
  return imports;
}

/** A path of imports from `start` back to `goal`, if there is one. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of importsOf(route.at(-1))) {
      if (next === goal) return [...route, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import circles between project files, type-only imports included' },
    schema: [],
    messages: { circle: 'Import circle: {{route}}. Move what both need into a file of its own, or down a floor.' },
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(path.resolve(path.dirname(file), specifier));
      if (!target || target === file) return;
      const route = pathBack(target, file);
      if (!route) return;
      const root = context.cwd;
      context.report({ node, messageId: 'circle', data: { route: [file, ...route].map((f) => path.relative(root, f)).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-import-circle': rule } };
