/** Writes `schema.graphql` at the repository root from the server's resolvers (`npm run schema`). */
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { graphqlSchema } from './schema';

export async function printedSchema(): Promise<string> {
  const schema = lexicographicSortSchema(await graphqlSchema());
  return `# Generated from the server's resolvers by \`npm run schema\`. Do not edit.\n\n${printSchema(schema)}\n`;
}

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', '..', 'schema.graphql');

if (require.main === module) {
  printedSchema()
    .then((text) => {
      fs.writeFileSync(SCHEMA_FILE, text);
      console.log(`wrote ${SCHEMA_FILE}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
