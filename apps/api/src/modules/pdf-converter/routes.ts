import multipart from '@fastify/multipart';
import {
  convertPdfQuerySchema,
  convertPdfResponseSchema,
  manifestMessages,
  maxManifestBytes,
  type ScanProgress,
  scanProgressParamsSchema,
  scanProgressSchema,
} from '@portside/contracts/manifests';
import { roleGroups } from '@portside/contracts/roles';
import { errorBodySchema } from '@portside/contracts/validation';
import { vehicleListResponseSchema } from '@portside/contracts/vehicle-lists';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { Refused, Throttled, TooLarge } from '../../errors';
import { fairQueue } from './fair-queue';
import { convertPdf, readVehicles } from './service';

export const pdfConverterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One file under 5 MB ("less than 5MB", spec 5) and nothing else of any size.
  await app.register(multipart, {
    limits: { fileSize: maxManifestBytes - 1, files: 1, fields: 0, parts: 1, fieldSize: 0 },
  });

  app.post(
    '/convert-pdf-to-json/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['pdf-converter'],
        consumes: ['multipart/form-data'],
        querystring: convertPdfQuerySchema,
        response: {
          200: convertPdfResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const receiving = uploads.run(request.user.id, () => uploadedFile(request));
      if (!receiving) throw new Throttled(manifestMessages.busy);
      const { vesselId, readId } = request.query;
      const key = readId && progressKey(request.user.id, readId);
      // A scan's reading takes minutes: given up when the uploader's connection closes before the answer.
      const uploader = new AbortController();
      const closed = () => {
        if (!reply.raw.writableFinished) uploader.abort();
      };
      reply.raw.once('close', closed);
      try {
        return await convertPdf(db, await receiving, vesselId, request.user.id, {
          signal: uploader.signal,
          onProgress: (progress) => {
            if (key) scanProgress.set(key, progress);
          },
        });
      } finally {
        reply.raw.off('close', closed);
        if (key) scanProgress.delete(key);
      }
    },
  );

  app.post(
    '/vehicle-list/',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['pdf-converter'],
        summary: "A vehicle list (.xlsx or .csv) read into a row's vehicle details; nothing is stored",
        consumes: ['multipart/form-data'],
        response: { 200: vehicleListResponseSchema, 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const receiving = uploads.run(request.user.id, () => uploadedFile(request));
      if (!receiving) throw new Throttled(manifestMessages.busy);
      return readVehicles(await receiving, request.user.id);
    },
  );

  app.get(
    '/progress/:readId',
    {
      config: { roles: roleGroups.commercial },
      schema: {
        tags: ['pdf-converter'],
        summary: "How a scan's reading goes, for the page waiting for its upload",
        params: scanProgressParamsSchema,
        response: { 200: scanProgressSchema },
      },
    },
    (request) => scanProgress.get(progressKey(request.user.id, request.params.readId)) ?? { page: 0, pages: 0 },
  );
};

/**
 * The scans being read by this process, by user and reading key: one entry per upload in progress (bounded by the
 * readers' queue), removed when it is answered. A user sees only the progress of their own uploads.
 */
const scanProgress = new Map<string, ScanProgress>();
const progressKey = (userId: number, readId: string) => `${userId}:${readId}`;

/**
 * Uploads being received at once (each held in memory up to 5 MB until it is whole): three per user, twelve in all;
 * beyond, 429 before a byte of the file is read, so stalled or slow uploads cannot pile up in the server's memory.
 */
const uploads = fairQueue({ slots: 12, perUser: 3, waiting: 0 });

/** The bytes of the multipart field `file`, read whole (at most maxManifestBytes). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new Refused(manifestMessages.noFile);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    part = await request.file();
    bytes = part ? await part.toBuffer() : Buffer.alloc(0);
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new TooLarge(manifestMessages.tooLarge);
    }
    const { PartsLimitError, FieldsLimitError } = request.server.multipartErrors;
    if (error instanceof PartsLimitError || error instanceof FieldsLimitError) {
      throw new Refused(manifestMessages.fileOnly);
    }
    // A body cut short or malformed: the file did not arrive whole. Multipart's own 4xx errors keep their sentence.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) throw new Refused(manifestMessages.damaged);
    throw error;
  }
  if (part?.fieldname !== 'file' || bytes.length === 0) throw new Refused(manifestMessages.noFile);
  return bytes;
}
