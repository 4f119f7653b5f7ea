/**
 * Linear's published GraphQL schema (schema.graphql beside this file, see its README),
 * built once for the documents' check and the stand-in.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLSchema } from 'graphql';

let built: GraphQLSchema | null = null;

export function linearSchema(): GraphQLSchema {
  built ??= buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
  return built;
}
