import type { AgeGroup, ContributorFile, FileTransition, NearDuplicate, RejectionReason } from '@stock/contracts';
import { sources } from '../catalogue/file-presenter';
import { publicMediaUrl } from '../catalogue/media-urls';
import type { ContributorFileRow, TransitionRow } from './contributor-files.repo';
import { submissionProblems } from './submission-rules';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());
const PROCESSING_FAILED = 'Processing failed.';

function nearDuplicates(row: ContributorFileRow): NearDuplicate[] {
  return row.near_duplicates.map((d) => ({
    media_id: d.media_id,
    title: d.title,
    distance: d.distance,
    own: d.contributor_id === row.contributor_id,
    status: d.status,
    thumbnail_url: d.thumb_key ? publicMediaUrl(d.thumb_key) : null,
  }));
}

export function toContributorFile(row: ContributorFileRow): ContributorFile {
  // A rendition comes in several widths (the preview also in a phone size): the widest stands for it.
  const find = (kind: string, format: string) =>
    row.derivatives
      .filter(([k, f]) => k === kind && f === format)
      .sort((a, b) => a[2] - b[2])
      .at(-1)?.[3];
  const previewWebp = find('preview', 'webp');
  const previewJpeg = find('preview', 'jpeg');
  const clip = find('clip', 'mp4');
  const missing = ['DRAFT', 'rejected'].includes(row.status) ? submissionProblems(row) : [];
  return {
    media_id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    category_id: row.category_id,
    category: row.category,
    age_group: row.age_groups as AgeGroup[],
    people_count: row.people_count,
    model_release_ids: row.release_ids,
    original_filename: row.original_filename,
    mime: row.mime,
    bytes: row.bytes ?? 0,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
    duration_ms: row.duration_ms,
    fps: row.fps,
    blurhash: row.blurhash,
    dominant_colors: row.dominant_colors,
    exif: { camera: row.exif_camera, taken_at: row.exif_taken_at },
    processing: {
      status: row.processing_status,
      error: row.processing_status === 'failed' ? (row.processing_error ?? PROCESSING_FAILED) : null,
    },
    thumbnails: { webp: sources(row.derivatives, 'thumb', 'webp'), jpeg: sources(row.derivatives, 'thumb', 'jpeg') },
    preview: previewWebp && previewJpeg ? { webp: publicMediaUrl(previewWebp), jpeg: publicMediaUrl(previewJpeg) } : null,
    preview_clip_url: clip ? publicMediaUrl(clip) : null,
    near_duplicates: nearDuplicates(row),
    rejection: row.rejection
      ? { reasons: row.rejection.reasons as RejectionReason[], note: row.rejection.note, rejected_at: iso(row.rejection.at) as string }
      : null,
    missing,
    can_submit: ['DRAFT', 'rejected'].includes(row.status) && missing.length === 0,
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
    submitted_at: iso(row.submitted_at),
    published_at: iso(row.published_at),
  };
}

export function toFileTransition(row: TransitionRow): FileTransition {
  return {
    from_status: row.from_status,
    to_status: row.to_status,
    actor: row.actor_role,
    actor_name: row.actor_role === 'system' ? 'System' : (row.actor_name ?? 'Deleted account'),
    reasons: row.reasons as RejectionReason[],
    note: row.note,
    at: iso(row.created_at) as string,
  };
}
