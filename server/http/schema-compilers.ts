/**
 * What turns the contract's schemas into request validators (Ajv) and reply serialisers
 * (fast-json-stringify), shared by every app this process builds. Fastify makes new ones for each
 * app, which then compiles every route's schemas again: most of an app's start, paid once more by
 * each app a test file starts (docs/operations.md#figures-behind-choices-in-the-code). Shared, a
 * schema is compiled once per process: Ajv keeps what it compiled by schema object, and the
 * serialisers are kept here the same way. The contract's schemas are module constants, never
 * changed once made.
 */
import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const compileSerializers = SerializerSelector();
/** By the schemas and options an app compiles with (the same for every app of the shop). */
const serializers = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = compileSerializers(externalSchemas, options);
  const key = JSON.stringify([externalSchemas ?? {}, options ?? {}]);
  const compiled = serializers.get(key) ?? new WeakMap<object, Serializer>();
  serializers.set(key, compiled);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const known = compiled.get(schema);
    if (known) return known;
    const made = compile(route);
    compiled.set(schema, made);
    return made;
  };
};

/** Fastify's `schemaController.compilersFactory`, the same for each app of this process. */
export const schemaCompilers = { buildValidator: ValidatorSelector(), buildSerializer };
