import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogImageResponse } from '@stock/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { safeFileName } from '../../http/file-names';
import { HttpError, invalidField } from '../../http/http-error';
import { nulFieldProblem } from '../../http/text-validation';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_MISSING, BLOG_IMAGE_TOO_LARGE, uploadBlogImage } from './blog-images.service';

const NOT_MULTIPART = 'Send the image as multipart/form-data, in a field named "image".';

/** The form's one picture (field `image`) and its optional `alt` text; a larger file is refused as it streams in. */
async function readImageForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  let image: { data: Buffer; fileName: string } | undefined;
  let alt: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { files: 1, fileSize: BLOG_IMAGE_MAX_BYTES, fields: 5, fieldSize: 1000, parts: 6 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value;
      } else if (part.fieldname === 'image') {
        image = { data: await part.toBuffer(), fileName: safeFileName(part.filename, 'image') };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, BLOG_IMAGE_TOO_LARGE);
    // Only reading the request happens in this loop, so any other failure is a broken or cut-off form.
    throw new HttpError(400, 'The upload could not be read; send the form again.');
  }
  if (!image || image.data.length === 0) throw invalidField('image', BLOG_IMAGE_MISSING);
  const nul = nulFieldProblem({ alt });
  if (nul) throw nul;
  return { ...image, alt };
}

/** Pictures for articles: admins only. */
export const adminBlogImageRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  await app.register(fastifyMultipart);
  app.post(
    '/admin/blogs/images',
    {
      onRequest: requireRole('admin', deps),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        summary: 'Upload a picture into an article',
        description:
          'Admin. multipart/form-data with an `image` (JPEG, PNG, WebP, GIF, AVIF or TIFF, read from the content; at most ' +
          '20 MB) and an optional `alt` text. The picture is turned upright, made at most 1600 px wide as WebP with all ' +
          'metadata removed, and stored under public media; the answer carries its URL and the Markdown that shows it.',
        consumes: ['multipart/form-data'],
        response: responses(BlogImageResponse),
      },
    },
    async (request, reply) => {
      const upload = await readImageForm(request);
      const image = await uploadBlogImage(deps, signedInUser(request).id, upload);
      return sendOk(reply, { image }, 'The image is uploaded.');
    },
  );
};
