import { type Static, type TLiteral, type TUnion, Type } from '@sinclair/typebox';
import { pageParams } from './catalogue';
import { AGE_GROUPS, CONTRIBUTOR_FILE_STATUSES, FILE_METADATA_LIMITS, PROCESSING_STATUSES, REJECTION_REASONS } from './constants';
import { Paged } from './envelope';
import { ImageSource, MediaType, MediaTypeParam, Orientation } from './media';
import { Id } from './numbers';

const literalUnion = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<TLiteral<T>[]>;
const id = (description: string) => Id(description);
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const dateTime = Type.String({ format: 'date-time' });

export const ContributorFileStatus = literalUnion(CONTRIBUTOR_FILE_STATUSES);
export type ContributorFileStatus = Static<typeof ContributorFileStatus>;
/** A transition's end points also include `removed` (a published file taken down by its contributor). */
export const FileStatusWithRemoved = literalUnion([...CONTRIBUTOR_FILE_STATUSES, 'removed'] as const);
export const ProcessingStatus = literalUnion(PROCESSING_STATUSES);
export type ProcessingStatus = Static<typeof ProcessingStatus>;
export const RejectionReason = literalUnion(REJECTION_REASONS);
export type RejectionReason = Static<typeof RejectionReason>;
export const AgeGroup = literalUnion(AGE_GROUPS);
export type AgeGroup = Static<typeof AgeGroup>;

/** Another file that looks almost the same (perceptual hash within a few bits): the contributor's own or a published one. */
export const NearDuplicate = Type.Object({
  media_id: Type.Integer(),
  title: Type.String(),
  /** Bits that differ out of 64: 0 is the same picture. */
  distance: Type.Integer(),
  /** True when it is one of the contributor's own files (any status); false for someone else's published file. */
  own: Type.Boolean(),
  status: FileStatusWithRemoved,
  thumbnail_url: nullable(Type.String()),
});
export type NearDuplicate = Static<typeof NearDuplicate>;

export const Rejection = Type.Object({
  reasons: Type.Array(RejectionReason),
  note: Type.String(),
  rejected_at: dateTime,
});
export type Rejection = Static<typeof Rejection>;

/** One of the contributor's files as the uploader, catalogue and edit page show it (never shown to buyers). */
export const ContributorFile = Type.Object({
  media_id: Type.Integer(),
  type: MediaType,
  status: FileStatusWithRemoved,
  title: Type.String(),
  description: Type.String(),
  keywords: Type.Array(Type.String()),
  category_id: nullable(Type.Integer()),
  category: nullable(Type.String()),
  age_group: Type.Array(AgeGroup),
  people_count: Type.Integer(),
  model_release_ids: Type.Array(Type.Integer()),
  original_filename: Type.String(),
  mime: nullable(Type.String()),
  bytes: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  orientation: Orientation,
  duration_ms: nullable(Type.Integer()),
  fps: nullable(Type.Number()),
  blurhash: nullable(Type.String()),
  dominant_colors: Type.Array(Type.String()),
  /** Read from the original's EXIF for the contributor only; stripped from every public rendition. */
  exif: Type.Object({ camera: nullable(Type.String()), taken_at: nullable(Type.String()) }),
  processing: Type.Object({
    status: ProcessingStatus,
    /** Why processing failed, written for the contributor ("This image is damaged or incomplete..."). */
    error: nullable(Type.String()),
  }),
  thumbnails: Type.Object({ webp: Type.Array(ImageSource), jpeg: Type.Array(ImageSource) }),
  preview: nullable(Type.Object({ webp: Type.String(), jpeg: Type.String() })),
  preview_clip_url: nullable(Type.String()),
  near_duplicates: Type.Array(NearDuplicate),
  /** The latest rejection, while the file is rejected. */
  rejection: nullable(Rejection),
  /** What is still needed before the file can be submitted: empty when it can be. Messages written for people. */
  missing: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
  can_submit: Type.Boolean(),
  created_at: dateTime,
  updated_at: dateTime,
  submitted_at: nullable(dateTime),
  published_at: nullable(dateTime),
});
export type ContributorFile = Static<typeof ContributorFile>;

/** A recorded status change: who, when, from, to and why. */
export const FileTransition = Type.Object({
  from_status: nullable(FileStatusWithRemoved),
  to_status: FileStatusWithRemoved,
  actor: literalUnion(['contributor', 'admin', 'system'] as const),
  actor_name: Type.String(),
  reasons: Type.Array(RejectionReason),
  note: Type.String(),
  at: dateTime,
});
export type FileTransition = Static<typeof FileTransition>;

export const ContributorFileDetail = Type.Composite([ContributorFile, Type.Object({ history: Type.Array(FileTransition) })]);
export type ContributorFileDetail = Static<typeof ContributorFileDetail>;

// ---- Upload ---------------------------------------------------------------------------------------------------------

/**
 * POST /contributor/upload is multipart/form-data: one or more `files` parts, and optional text fields `status`
 * (only DRAFT: a new file starts as a draft), `title` (used for every file of the request; default: the file name)
 * and `type` (IMAGE or VIDEO; a file whose content is the other type is refused). Documented here for OpenAPI.
 */
export const UploadFields = Type.Object({
  status: Type.Optional(Type.Literal('DRAFT')),
  title: Type.Optional(Type.String({ maxLength: FILE_METADATA_LIMITS.titleMaxLength })),
  type: Type.Optional(MediaTypeParam),
});
export type UploadFields = Static<typeof UploadFields>;

export const UploadRejection = Type.Object({
  file_name: Type.String(),
  /** 413 too large, 415 not an accepted type, 422 an accepted type that breaks a rule (too small, too short...). */
  status_code: Type.Integer(),
  message: Type.String(),
});
export type UploadRejection = Static<typeof UploadRejection>;

/** Accepted files are stored and queued for processing (processing.status "queued"); refused ones say why. */
export const UploadResult = Type.Object({ files: Type.Array(ContributorFile), rejected: Type.Array(UploadRejection) });
export type UploadResult = Static<typeof UploadResult>;

/** The limits a file must meet, and today's use of the contributor's allowance: the web app checks before uploading. */
export const UploadLimits = Type.Object({
  image: Type.Object({
    formats: Type.Array(Type.String()),
    min_megapixels: Type.Number(),
    max_megapixels: Type.Number(),
    max_bytes: Type.Integer(),
  }),
  video: Type.Object({
    containers: Type.Array(Type.String()),
    codecs: Type.Array(Type.String()),
    min_seconds: Type.Number(),
    max_seconds: Type.Number(),
    min_width: Type.Integer(),
    min_height: Type.Integer(),
    max_bytes: Type.Integer(),
  }),
  daily_upload_limit: Type.Integer(),
  uploads_today: Type.Integer(),
  storage_quota_bytes: Type.Integer(),
  storage_used_bytes: Type.Integer(),
  /** The tus endpoint for resumable uploads (Uppy's `endpoint`). */
  tus_endpoint: Type.String(),
});
export type UploadLimits = Static<typeof UploadLimits>;

/**
 * Metadata of a tus upload (Upload-Metadata header, base64 values as tus specifies): `filename` (required), `title`,
 * `type`, and `replace_media_id` to replace the original of one of the contributor's files whose processing failed.
 * The last PATCH answers with header `X-Media-Id` and an UploadResult envelope in the body.
 */
export const TusUploadMetadata = Type.Object({
  filename: Type.String({ minLength: 1, maxLength: 255 }),
  filetype: Type.Optional(Type.String()),
  title: Type.Optional(Type.String({ maxLength: FILE_METADATA_LIMITS.titleMaxLength })),
  type: Type.Optional(MediaTypeParam),
  replace_media_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}$' })),
});

// ---- Listing and reading -------------------------------------------------------------------------------------------

/**
 * GET /contributor/files: `status` and `newest=true` (the latest first), or `status`, `type`, `filter_type=true`
 * (only that type) and `page_no`. Without `status`, every file but removed ones.
 */
export const ContributorFilesQuery = Type.Object(
  {
    status: Type.Optional(ContributorFileStatus),
    newest: Type.Optional(Type.Boolean()),
    type: Type.Optional(MediaTypeParam),
    filter_type: Type.Optional(Type.Boolean()),
    /** Only files whose processing is in this state (e.g. failed: what needs attention). */
    processing: Type.Optional(ProcessingStatus),
    ...pageParams(48),
  },
  { additionalProperties: false },
);
export type ContributorFilesQuery = Static<typeof ContributorFilesQuery>;
export const PagedContributorFiles = Paged(ContributorFile);
export type PagedContributorFiles = Static<typeof PagedContributorFiles>;

export const ContributorMediaIdQuery = Type.Object({ media_id: id('one of your files') }, { additionalProperties: false });
export const ContributorFileResponse = Type.Object({ file: ContributorFileDetail });
export type ContributorFileResponse = Static<typeof ContributorFileResponse>;

/** GET /contributor/catalog/files: counts per status, what needs attention, and the latest uploads. */
export const ContributorCatalogue = Type.Object({
  counts: Type.Object({
    DRAFT: Type.Integer(),
    inreview: Type.Integer(),
    rejected: Type.Integer(),
    published: Type.Integer(),
  }),
  total: Type.Integer(),
  needs_attention: Type.Object({
    /** Drafts and rejected files still missing metadata. */
    incomplete: Type.Integer(),
    rejected: Type.Integer(),
    processing_failed: Type.Integer(),
    /** Drafts that are complete and can be submitted. */
    ready_to_submit: Type.Integer(),
  }),
  recent: Type.Array(ContributorFile),
});
export type ContributorCatalogue = Static<typeof ContributorCatalogue>;

// ---- Editing and status --------------------------------------------------------------------------------------------

/**
 * PUT /contributor/file/update: any of these; only DRAFT and rejected files can be edited. Keywords, when given, are
 * 5 to 50 (an empty list clears them); each at most 60 characters, duplicates merged, lower-cased.
 */
export const FileUpdateBody = Type.Object(
  {
    media_id: id('one of your files'),
    title: Type.Optional(Type.String({ maxLength: FILE_METADATA_LIMITS.titleMaxLength })),
    description: Type.Optional(Type.String({ maxLength: FILE_METADATA_LIMITS.descriptionMaxLength })),
    keywords: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: FILE_METADATA_LIMITS.keywordMaxLength }), {
        maxItems: FILE_METADATA_LIMITS.keywordsMax,
      }),
    ),
    category_id: Type.Optional(Type.Union([id('category of the file type'), Type.Null()])),
    age_group: Type.Optional(Type.Array(AgeGroup, { maxItems: AGE_GROUPS.length, uniqueItems: true })),
    people_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    model_release_ids: Type.Optional(Type.Array(id('your model release'), { maxItems: 50, uniqueItems: true })),
    /** Submit for review right after saving (DRAFT or rejected -> inreview). */
    submit: Type.Optional(Type.Boolean()),
    /**
     * A status to move to, as the spec's client may send it: `inreview` submits (as `submit: true`); the file's own
     * status changes nothing; any other (e.g. published -> DRAFT) is an illegal transition and answers 409.
     */
    status: Type.Optional(ContributorFileStatus),
  },
  { additionalProperties: false },
);
export type FileUpdateBody = Static<typeof FileUpdateBody>;

/**
 * PUT /contributor/file/delete (body or query): `status` is the status the client shows, which must still be the
 * file's. DRAFT, rejected and inreview files are deleted; a published file is removed from sale (status "removed"),
 * and buyers who licensed it can still download it.
 */
export const FileDeleteParams = Type.Object(
  { status: ContributorFileStatus, media_id: id('one of your files') },
  { additionalProperties: false },
);
export type FileDeleteParams = Static<typeof FileDeleteParams>;
export const FileDeleteQuery = Type.Partial(FileDeleteParams, { additionalProperties: false });
export const FileDeleteResult = Type.Object({
  media_id: Type.Integer(),
  /** "deleted" (gone for good) or "removed" (off sale; licences already sold stay downloadable). */
  outcome: literalUnion(['deleted', 'removed'] as const),
});
export type FileDeleteResult = Static<typeof FileDeleteResult>;

/** POST /contributor/file/submit: DRAFT or rejected files to review. Each one is checked on its own. */
export const SubmitFilesBody = Type.Object(
  { media_ids: Type.Array(id('one of your files'), { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SubmitFilesBody = Static<typeof SubmitFilesBody>;
export const SubmitFilesResult = Type.Object({
  submitted: Type.Array(ContributorFile),
  /** Files that could not be submitted, with what is missing or why. */
  failed: Type.Array(
    Type.Object({
      media_id: Type.Integer(),
      message: Type.String(),
      missing: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
    }),
  ),
});
export type SubmitFilesResult = Static<typeof SubmitFilesResult>;

/** GET /contributor/keyword/suggestions: keywords from the title and from similar published files. */
export const KeywordSuggestionsQuery = Type.Object(
  {
    media_id: Type.Optional(id('one of your files')),
    title: Type.Optional(Type.String({ maxLength: FILE_METADATA_LIMITS.titleMaxLength })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 25 })),
  },
  { additionalProperties: false },
);
export type KeywordSuggestionsQuery = Static<typeof KeywordSuggestionsQuery>;
export const ContributorKeywordSuggestions = Type.Object({
  suggestions: Type.Array(Type.Object({ keyword: Type.String(), source: literalUnion(['title', 'similar'] as const) })),
});
export type ContributorKeywordSuggestions = Static<typeof ContributorKeywordSuggestions>;

// ---- Model releases ------------------------------------------------------------------------------------------------

export const ModelRelease = Type.Object({
  release_id: Type.Integer(),
  model_name: Type.String(),
  age_group: AgeGroup,
  file_name: Type.String(),
  mime: Type.String(),
  bytes: Type.Integer(),
  /** How many of the contributor's files it is attached to. */
  file_count: Type.Integer(),
  /** The document, for the contributor who owns it (send the Bearer token) or an admin reviewing. */
  document_url: Type.String(),
  created_at: dateTime,
});
export type ModelRelease = Static<typeof ModelRelease>;

/**
 * POST /contributor/model_release is multipart/form-data: `file` (a PDF, JPEG or PNG, at most 20 MB), `model_name`
 * and `age_group`. Documented here for OpenAPI.
 */
export const ModelReleaseFields = Type.Object({
  model_name: Type.String({ minLength: 1, maxLength: FILE_METADATA_LIMITS.modelNameMaxLength }),
  age_group: AgeGroup,
});
export type ModelReleaseFields = Static<typeof ModelReleaseFields>;
export const ModelReleaseResponse = Type.Object({ release: ModelRelease });
export const ModelReleasesResponse = Type.Object({ results: Type.Array(ModelRelease), totalCount: Type.Integer() });
export type ModelReleasesResponse = Static<typeof ModelReleasesResponse>;
export const ReleaseIdQuery = Type.Object({ release_id: id('model release') }, { additionalProperties: false });

// ---- Review (admin) ------------------------------------------------------------------------------------------------

export const ReviewItem = Type.Composite([
  ContributorFile,
  Type.Object({
    contributor: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
    releases: Type.Array(ModelRelease),
    history: Type.Array(FileTransition),
  }),
]);
export type ReviewItem = Static<typeof ReviewItem>;

/** GET /admin/review/queue: files in review, the longest waiting first. */
export const ReviewQueueQuery = Type.Object({ type: Type.Optional(MediaTypeParam), ...pageParams(20) }, { additionalProperties: false });
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;
export const PagedReviewItems = Paged(ReviewItem);
export type PagedReviewItems = Static<typeof PagedReviewItems>;

export const ApproveBody = Type.Object({ media_id: id('file in review') }, { additionalProperties: false });
export type ApproveBody = Static<typeof ApproveBody>;
/** One or more reasons from the standard list, and a note for the contributor (required with "other"). */
export const RejectBody = Type.Object(
  {
    media_id: id('file in review'),
    reasons: Type.Array(RejectionReason, { minItems: 1, maxItems: REJECTION_REASONS.length, uniqueItems: true }),
    note: Type.Optional(Type.String({ maxLength: FILE_METADATA_LIMITS.reviewNoteMaxLength })),
  },
  { additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBody>;
export const ReviewDecisionResponse = Type.Object({ file: ReviewItem });
export type ReviewDecisionResponse = Static<typeof ReviewDecisionResponse>;
