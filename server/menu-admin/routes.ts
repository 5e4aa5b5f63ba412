/**
 * POST /api/kitchen/dishes/add, /edit, /availability, /remove and /api/kitchen/pictures: staff's
 * menu console (docs/product.md#the-menu-the-restaurant-runs), for staff only (the role read from
 * the database on every request, auth/guard.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CALLS } from '../../contract/calls';
import { MENU_MESSAGES } from '../../contract/shop-messages';
import { PICTURE_MAX_BYTES } from '../../contract/shop-rules';
import { endpoint } from '../http/endpoint';
import { Refusal } from '../http/errors';
import { savePicture } from '../pictures/convert';
import { MenuAdmin } from './service';
import { DishSlugRepository } from '../food/slug-repository';

/** The upload's form as the API document shows it; the handler reads it (never validated as JSON). */
const PICTURE_FORM = Type.Object({
  picture: Type.String({
    format: 'binary',
    description: 'The picture: JPEG, PNG or WebP, up to 5 MB; checked by its content.',
  }),
});

/** Room for the multipart envelope (boundaries, part headers) around a picture of the limit. */
const ENVELOPE_BYTES = 64 * 1024;

/** The one file part named 'picture', read into memory up to PICTURE_MAX_BYTES. */
async function pictureOf(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  // Refused before a byte of the body is read when its length says it cannot fit.
  if (declared > PICTURE_MAX_BYTES + ENVELOPE_BYTES)
    throw new Refusal(413, MENU_MESSAGES.pictureTooLarge);
  if (!request.isMultipart()) throw new Refusal(400, MENU_MESSAGES.pictureMissing);
  try {
    const part = await request.file({
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
    if (!part || part.fieldname !== 'picture') throw new Refusal(400, MENU_MESSAGES.pictureMissing);
    const bytes = await part.toBuffer();
    // Cut off at the limit by the last chunk read: toBuffer checks only after each chunk.
    if (part.file.truncated) throw new Refusal(413, MENU_MESSAGES.pictureTooLarge);
    return bytes;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // Sent in chunks, or a length that lied: the limit cut the file off as it arrived.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new Refusal(413, MENU_MESSAGES.pictureTooLarge);
    // A body that is not well-formed multipart, or too many parts.
    throw new Refusal(400, MENU_MESSAGES.pictureMissing);
  }
}

export const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { staffOnly } = app;
  const admin = new MenuAdmin({
    db: app.database.db,
    dialect: app.database.dialect,
    food: app.food,
    bus: app.orderBus,
    menu: app.menu,
    pictures: app.pictures,
    slugs: new DishSlugRepository(app.database.db),
  });

  app.route({
    ...endpoint(app, CALLS.dishAdd),
    preHandler: staffOnly,
    handler: async (request, reply) => {
      const dish = await admin.add(request.body);
      return reply.code(201).send({ success: true, message: MENU_MESSAGES.added, dish });
    },
  });

  app.route({
    ...endpoint(app, CALLS.dishEdit),
    preHandler: staffOnly,
    handler: async (request) => {
      const { _id, ...fields } = request.body;
      return { success: true, message: MENU_MESSAGES.saved, dish: await admin.edit(_id, fields) };
    },
  });

  app.route({
    ...endpoint(app, CALLS.dishAvailability),
    preHandler: staffOnly,
    handler: async (request) => {
      const { _id, available } = request.body;
      return {
        success: true,
        message: available ? MENU_MESSAGES.markedAvailable : MENU_MESSAGES.markedUnavailable,
        dish: await admin.setAvailable(_id, available),
      };
    },
  });

  app.route({
    ...endpoint(app, CALLS.dishRemove),
    preHandler: staffOnly,
    handler: async (request) => {
      await admin.remove(request.body._id);
      return { success: true, message: MENU_MESSAGES.removed };
    },
  });

  // Multipart is understood by this one route only; every other call takes JSON alone.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.route({
      ...endpoint(uploads, CALLS.pictureUpload),
      config: {
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: PICTURE_FORM }, url }),
      },
      preHandler: staffOnly,
      handler: async (request, reply) => {
        const image = await savePicture(await pictureOf(request), app.pictures.uploads);
        return reply.code(201).send({ success: true, message: MENU_MESSAGES.pictureSaved, image });
      },
    });
  });
};
