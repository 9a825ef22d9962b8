/**
 * A field builder that builds its schema once for each set of arguments and answers the same one
 * after. A zod schema does not change once built (each method answers a new schema), so fields
 * built alike can share one. The web builds every schema of the domain when its code loads, on
 * every page: 6 200 schemas, a fifth of a second on a slow computer, of which the number fields
 * alone built 760 copies of the same few (bench/resource-planning-page.ts). Its arguments are
 * plain values (text, numbers, options of them): they are told apart as JSON.
 */
export function builtOnce<Args extends readonly unknown[], Schema>(
  build: (...args: Args) => Schema,
): (...args: Args) => Schema {
  const built = new Map<string, Schema>();
  return (...args) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) built.set(key, (schema = build(...args)));
    return schema;
  };
}
