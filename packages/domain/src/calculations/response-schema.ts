import { z } from 'zod';

/**
 * The output shape of an input schema, for responses: the server's serializer encodes
 * responses with zod, which cannot run the one-way preprocessing of input fields ("12,5" →
 * 12.5). Walks objects, arrays, optionals and defaults, and replaces each preprocessed field
 * with the schema of what it produces. Refinements are dropped: responses are already valid.
 */
export function responseShapeOf(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'pipe':
      return (def.in as { _zod: { def: { type: string } } })._zod.def.type === 'transform'
        ? responseShapeOf(def.out as z.ZodType)
        : schema;
    case 'default':
    case 'prefault':
      return responseShapeOf(def.innerType as z.ZodType);
    case 'optional':
      return responseShapeOf(def.innerType as z.ZodType).optional();
    case 'nullable':
      return responseShapeOf(def.innerType as z.ZodType).nullable();
    case 'array':
      return z.array(responseShapeOf(def.element as z.ZodType));
    case 'object': {
      const shape = (schema as z.ZodObject).shape;
      return z.object(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, responseShapeOf(field as z.ZodType)])),
      );
    }
    default:
      return schema;
  }
}
