import { type Static, type TSchema, Type } from '@sinclair/typebox';

/** Every response of the API, success or error, has this shape; the web client reads both code spellings. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    status: Type.Boolean(),
    status_code: Type.Integer(),
    statusCode: Type.Integer(),
    message: Type.String(),
    data,
  });

export const FieldError = Type.Object({
  field: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  status_code: Type.Integer(),
  statusCode: Type.Integer(),
  message: Type.String(),
  data: Type.Null(),
  errors: Type.Optional(Type.Array(FieldError)),
  request_id: Type.Optional(Type.String()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The envelope as the web client sees it, before it knows which call answered. */
export interface ApiEnvelope<T = unknown> {
  status: boolean;
  status_code: number;
  statusCode: number;
  message: string;
  data: T;
  errors?: FieldError[];
}

/** Paged lists: `data: { results, totalCount, total_pages, page_no, limit }`; page_no starts at 1. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    totalCount: Type.Integer(),
    total_pages: Type.Integer(),
    page_no: Type.Integer(),
    limit: Type.Integer(),
  });
