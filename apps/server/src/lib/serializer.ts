import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { type ZodType, z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema, compiled once at start, instead of running zod over every response and then
 * JSON.stringify (ADR 010). What is not in the schema is not written, so a field the caller may
 * not see still cannot leak; the DTOs (`to<Noun>Dto`) are what decides the values.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
