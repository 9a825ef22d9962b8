import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { ApiError, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { calculationsRepository } from './calculations.repository';
import { isCalculationImageType, sniffImageType } from './image-signature';

const imageTypeError = () =>
  new ApiError(415, 'calculations:imageType', {}, [{ path: 'file', message: 'calculations:imageType' }]);

/** A calculation's one image: PNG, JPEG or WebP by its bytes, at most 2 MB (checked by the route). */
export function createCalculationImagesService(context: AppContext) {
  const { db } = context.database;

  return {
    /** Fails with 404 before the upload is read, so another organisation's id learns nothing. */
    async assertExists(auth: AuthContext, calculationId: string) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        calculationsRepository.find(tx, auth.organisationId, calculationId),
      );
      if (!row) throw notFound();
    },

    async save(auth: AuthContext, calculationId: string, declaredType: string, bytes: Uint8Array) {
      const actualType = sniffImageType(bytes);
      if (!actualType || !isCalculationImageType(declaredType) || actualType !== declaredType) throw imageTypeError();
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await calculationsRepository.find(tx, auth.organisationId, calculationId))) throw notFound();
        await calculationsRepository.saveImage(tx, auth.organisationId, calculationId, {
          content_type: actualType,
          bytes,
        });
      });
    },

    async get(auth: AuthContext, calculationId: string) {
      const image = await withTenant(db, auth.organisationId, (tx) =>
        calculationsRepository.findImage(tx, auth.organisationId, calculationId),
      );
      if (!image) throw notFound();
      return { contentType: image.content_type, bytes: Buffer.from(image.bytes) };
    },

    /** Removing an image that is already gone succeeds; an unknown calculation is 404. */
    async remove(auth: AuthContext, calculationId: string) {
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await calculationsRepository.find(tx, auth.organisationId, calculationId))) throw notFound();
        await calculationsRepository.deleteImage(tx, auth.organisationId, calculationId);
      });
    },
  };
}
