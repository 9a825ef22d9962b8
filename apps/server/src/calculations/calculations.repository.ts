import { sql, type Selectable } from 'kysely';
import type { CalculationInput, CalculationListQuery } from '@rahti/domain';
import type { CalculationImagesTable, CalculationsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type CalculationRow = Selectable<CalculationsTable> & { has_image: boolean };
export type CalculationImageRow = Pick<Selectable<CalculationImagesTable>, 'content_type' | 'size_bytes' | 'bytes'>;

const SORT_COLUMNS = { name: 'name', updatedAt: 'updated_at', vehicleClass: 'vehicle_class', kind: 'kind' } as const;

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function columnsOf(input: CalculationInput) {
  return {
    name: input.name,
    kind: input.kind,
    vehicle_class: input.vehicleClass,
    currency: input.currency,
    document: JSON.stringify(input),
  };
}

/** Saved calculations of one organisation; every method takes that organisation first. */
export const calculationsRepository = {
  list(tx: Tx, organisationId: string, query: CalculationListQuery): Promise<CalculationRow[]> {
    const descending = query.sort.startsWith('-');
    const column = SORT_COLUMNS[query.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
    let select = tx
      .selectFrom('calculations as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('calculation_images as i')
              .whereRef('i.organisation_id', '=', 'c.organisation_id')
              .whereRef('i.calculation_id', '=', 'c.id')
              .select('i.calculation_id'),
          )
          .as('has_image'),
      )
      .where('c.organisation_id', '=', organisationId);
    if (query.search) {
      const pattern = likePattern(query.search.toLowerCase());
      select = select.where((eb) =>
        eb.or([
          eb(sql`lower(c.name)`, 'like', pattern),
          eb(sql`lower(c.document->>'nickname')`, 'like', pattern),
          eb(sql`lower(c.document->>'base')`, 'like', pattern),
          eb(sql`lower(c.document->>'description')`, 'like', pattern),
        ]),
      );
    }
    const ordered =
      column === 'name'
        ? select.orderBy(sql`lower(c.name)`, descending ? 'desc' : 'asc')
        : select.orderBy(`c.${column}`, descending ? 'desc' : 'asc');
    return ordered.orderBy('c.id').execute() as Promise<CalculationRow[]>;
  },

  find(tx: Tx, organisationId: string, id: string): Promise<CalculationRow | undefined> {
    return tx
      .selectFrom('calculations as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('calculation_images as i')
              .whereRef('i.organisation_id', '=', 'c.organisation_id')
              .whereRef('i.calculation_id', '=', 'c.id')
              .select('i.calculation_id'),
          )
          .as('has_image'),
      )
      .where('c.organisation_id', '=', organisationId)
      .where('c.id', '=', id)
      .executeTakeFirst() as Promise<CalculationRow | undefined>;
  },

  async create(tx: Tx, organisationId: string, input: CalculationInput, createdBy: string): Promise<string> {
    const row = await tx
      .insertInto('calculations')
      .values({ organisation_id: organisationId, ...columnsOf(input), created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(tx: Tx, organisationId: string, id: string, input: CalculationInput): Promise<boolean> {
    const result = await tx
      .updateTable('calculations')
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('calculations')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  findImage(tx: Tx, organisationId: string, calculationId: string): Promise<CalculationImageRow | undefined> {
    return tx
      .selectFrom('calculation_images')
      .select(['content_type', 'size_bytes', 'bytes'])
      .where('organisation_id', '=', organisationId)
      .where('calculation_id', '=', calculationId)
      .executeTakeFirst();
  },

  async saveImage(
    tx: Tx,
    organisationId: string,
    calculationId: string,
    image: Omit<CalculationImageRow, 'size_bytes'>,
  ): Promise<void> {
    const values = {
      content_type: image.content_type,
      size_bytes: image.bytes.byteLength,
      bytes: image.bytes,
      updated_at: new Date(),
    };
    await tx
      .insertInto('calculation_images')
      .values({ organisation_id: organisationId, calculation_id: calculationId, ...values })
      .onConflict((oc) => oc.columns(['organisation_id', 'calculation_id']).doUpdateSet(values))
      .execute();
  },

  /** Copies the image of one calculation to another (used by copy). */
  async copyImage(tx: Tx, organisationId: string, fromId: string, toId: string): Promise<void> {
    await tx
      .insertInto('calculation_images')
      .columns(['organisation_id', 'calculation_id', 'content_type', 'size_bytes', 'bytes'])
      .expression((eb) =>
        eb
          .selectFrom('calculation_images')
          .select([
            sql<string>`${organisationId}::uuid`.as('organisation_id'),
            sql<string>`${toId}::uuid`.as('calculation_id'),
            'content_type',
            'size_bytes',
            'bytes',
          ])
          .where('organisation_id', '=', organisationId)
          .where('calculation_id', '=', fromId),
      )
      .execute();
  },

  async deleteImage(tx: Tx, organisationId: string, calculationId: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('calculation_images')
      .where('organisation_id', '=', organisationId)
      .where('calculation_id', '=', calculationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
