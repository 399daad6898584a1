import { TypeCompiler } from '@sinclair/typebox/compiler';
import { FILE_METADATA_LIMITS, MAX_ID, MediaTypeParam } from '@stock/contracts';
import { invalidField } from '../../http/http-error';
import { nulFieldProblem } from '../../http/text-validation';
import { mediaTypeOf } from '../catalogue/media-type';

const isMediaType = TypeCompiler.Compile(MediaTypeParam);

/**
 * The text that comes with an upload, by multipart fields or by tus metadata, held to the same rules either way: no
 * NUL anywhere, a new file starts as a DRAFT, a title of at most the usual length, a type of IMAGE or VIDEO.
 */
export function readUploadFields(fields: Record<string, string | null | undefined>) {
  const text = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? undefined]));
  const nul = nulFieldProblem(text);
  if (nul) throw nul;
  const { status, title, type } = text;
  if (status !== undefined && status !== 'DRAFT')
    throw invalidField('status', 'A new file starts as a DRAFT; submit it for review once its details are complete.');
  if (title !== undefined && title.length > FILE_METADATA_LIMITS.titleMaxLength) {
    throw invalidField('title', `The title may be at most ${FILE_METADATA_LIMITS.titleMaxLength} characters.`);
  }
  if (type !== undefined && !isMediaType.Check(type)) throw invalidField('type', 'type must be IMAGE or VIDEO.');
  return { title: title?.trim() || undefined, type: type === undefined ? undefined : mediaTypeOf(type) };
}

/** The file a tus upload replaces, as its metadata names it: a whole id within the ids' range, or a 400. */
export function readReplacedMediaId(text: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ID)
    throw invalidField('replace_media_id', 'replace_media_id must be the id of one of your files.');
  return id;
}
