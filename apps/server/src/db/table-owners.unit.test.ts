import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { otherWriters, tableOwners, type OwnedTable } from './schema/owners.ts';

// Reads the server's code, not its behaviour: every Drizzle write (`.insert(t)`, `.update(t)`,
// `.delete(t)`) and every raw `insert into`, `update`, `delete from` of a schema table must sit
// in that table's owner (db/schema/owners.ts).

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = path.join(src, 'db/schema');

/** The schema's exported name of each table, to its SQL name. */
const tableNameOf = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, Table))
    .map(([name, value]) => [name, getTableName(value as Table)]),
);
const sqlNames = new Set(tableNameOf.values());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Block comments and whole-line comments out, so prose ("one conditional update decides") is not code. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Names this file gives the schema's tables: `import { bookings as b }` and `import * as schema`. */
function schemaImports(file: string, code: string): { names: Map<string, string>; namespaces: Set<string> } {
  const names = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const match of code.matchAll(/import\s+(type\s+)?(\*\s+as\s+(\w+)|\{([^}]*)\})\s+from\s+'([^']+)'/g)) {
    const [, typeOnly, , namespace, list, from] = match;
    if (typeOnly || !from!.startsWith('.')) continue;
    if (path.dirname(path.resolve(path.dirname(file), from!)) !== schemaDir) continue;
    if (namespace) namespaces.add(namespace);
    for (const part of list?.split(',') ?? []) {
      const [imported, local] = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/).map((s) => s.trim());
      const table = imported && tableNameOf.get(imported);
      if (table) names.set(local ?? imported, table);
    }
  }
  return { names, namespaces };
}

type Write = { file: string; table: string; how: string };

function writesIn(file: string): Write[] {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const { names, namespaces } = schemaImports(file, code);
  const resolve = (expression: string): string | undefined => {
    const [first, second] = expression.split('.');
    return second === undefined ? names.get(first!) : namespaces.has(first!) ? tableNameOf.get(second) : undefined;
  };
  const writes: Write[] = [];
  const relative = path.relative(src, file);
  for (const [, verb, target] of code.matchAll(/\.(insert|update|delete)\(\s*([\w$]+(?:\.[\w$]+)?)\s*[,)]/g)) {
    const table = resolve(target!);
    if (table) writes.push({ file: relative, table, how: `.${verb}(${target})` });
  }
  // Raw SQL, naming the table (`update bookings set`) or interpolating it (`delete from ${bookings}`).
  for (const [, verb, interpolated, named] of code.matchAll(/\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*([\w$.]+)\s*\}|"?([a-z_]+)"?\s)/gi)) {
    const table = interpolated ? resolve(interpolated) : named && sqlNames.has(named) ? named : undefined;
    if (table) writes.push({ file: relative, table, how: `${verb!.toLowerCase()} ${interpolated ?? named}` });
  }
  return writes;
}

const within = (file: string, place: string) => (place.endsWith('/') ? file.startsWith(place) : file === place);

function mayWrite(file: string, table: string): boolean {
  const owner = tableOwners[table as OwnedTable];
  if (owner && within(file, owner)) return true;
  return otherWriters.some(({ writer, tables }) => within(file, writer) && (tables as readonly string[]).includes(table));
}

const allWrites = sourceFiles(src)
  .filter((file) => !path.relative(src, file).startsWith('db/migrations/'))
  .flatMap(writesIn);

describe('each table is written by its one owner (db/schema/owners.ts)', () => {
  it('names an owner for every table of the schema, and no table the schema lacks', () => {
    expect(Object.keys(tableOwners).sort()).toEqual([...sqlNames].sort());
  });

  it('finds the writes it checks (the reader still understands the code)', () => {
    expect(allWrites).toContainEqual({ file: 'modules/bookings/events.ts', table: 'booking_events', how: '.insert(bookingEvents)' });
    expect(allWrites.length).toBeGreaterThan(100);
  });

  it('sees every insert, update and delete of a table only in its owner', () => {
    const strays = allWrites
      .filter(({ file, table }) => !mayWrite(file, table))
      .map(({ file, table, how }) => `${file} writes ${table} (${how}); its owner is ${tableOwners[table as OwnedTable]}`);
    expect([...new Set(strays)]).toEqual([]);
  });

  it('allows other writers only what they still write', () => {
    for (const { writer, tables } of otherWriters) {
      const written = new Set(allWrites.filter(({ file }) => within(file, writer)).map(({ table }) => table));
      expect(tables.filter((table) => !written.has(table))).toEqual([]);
    }
  });
});
