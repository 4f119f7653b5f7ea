/**
 * Linear's published GraphQL schema (schema.graphql.gz beside this file, see its README),
 * built once for the documents' check and the stand-in. Kept gzipped: the text is 1.2 MB,
 * over the repository's limit for one file.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildSchema, type GraphQLSchema } from 'graphql';

let built: GraphQLSchema | null = null;

export function linearSchema(): GraphQLSchema {
  built ??= buildSchema(
    gunzipSync(readFileSync(new URL('./schema.graphql.gz', import.meta.url))).toString('utf8'),
  );
  return built;
}
