import type {
  BankDetails,
  ContributorCatalogue,
  ContributorFile,
  ContributorFileDetail,
  ModelRelease,
  ReviewItem,
  UploadLimits,
} from '@stock/contracts';
import { SESSION_KEYS } from '../api/session';

/** One of a contributor's files as the API answers it: processed, a complete draft unless told otherwise. */
export function contributorFile(mediaId: number, overrides: Partial<ContributorFile> = {}): ContributorFile {
  const rendition = (format: 'webp' | 'jpg', width: number) => ({ url: `/media/thumbs/${mediaId}/${width}.${format}`, width });
  return {
    media_id: mediaId,
    type: 'IMAGE',
    status: 'DRAFT',
    title: `Harbour lights at dusk ${mediaId}`,
    description: '',
    keywords: ['harbour', 'lights', 'dusk', 'boats', 'water'],
    category_id: 21,
    category: 'Cities',
    age_group: [],
    people_count: 0,
    model_release_ids: [],
    original_filename: `IMG_${mediaId}.jpg`,
    mime: 'image/jpeg',
    bytes: 6_400_000,
    width: 3000,
    height: 2000,
    orientation: 'horizontal',
    duration_ms: null,
    fps: null,
    blurhash: null,
    dominant_colors: ['#334455'],
    exif: { camera: 'Canon EOS R6', taken_at: '2026-10-02T18:30:00.000Z' },
    processing: { status: 'ready', error: null },
    thumbnails: { webp: [rendition('webp', 400)], jpeg: [rendition('jpg', 400)] },
    preview: { webp: `/media/previews/${mediaId}/preview.webp`, jpeg: `/media/previews/${mediaId}/preview.jpg` },
    preview_clip_url: null,
    near_duplicates: [],
    rejection: null,
    missing: [],
    can_submit: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    submitted_at: null,
    published_at: null,
    ...overrides,
  };
}

export function contributorFileDetail(mediaId: number, overrides: Partial<ContributorFileDetail> = {}): ContributorFileDetail {
  return {
    ...contributorFile(mediaId),
    history: [
      {
        from_status: null,
        to_status: 'DRAFT',
        actor: 'contributor',
        actor_name: 'Cy Lens',
        reasons: [],
        note: '',
        at: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function paged<T>(results: T[], overrides: { totalCount?: number; total_pages?: number; page_no?: number; limit?: number } = {}) {
  return { results, totalCount: results.length, total_pages: 1, page_no: 1, limit: 48, ...overrides };
}

export function catalogue(overrides: Partial<ContributorCatalogue> = {}): ContributorCatalogue {
  return {
    counts: { DRAFT: 0, inreview: 0, rejected: 0, published: 0 },
    total: 0,
    needs_attention: { incomplete: 0, rejected: 0, processing_failed: 0, ready_to_submit: 0 },
    recent: [],
    ...overrides,
  };
}

export function modelRelease(releaseId: number, overrides: Partial<ModelRelease> = {}): ModelRelease {
  return {
    release_id: releaseId,
    model_name: `Model ${releaseId}`,
    age_group: 'adult',
    file_name: `release-${releaseId}.pdf`,
    mime: 'application/pdf',
    bytes: 120_000,
    file_count: 0,
    document_url: `/api/contributor/model_release/document?release_id=${releaseId}`,
    created_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function reviewItem(mediaId: number, overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    ...contributorFile(mediaId, { status: 'inreview', submitted_at: '2026-11-20T12:00:00.000Z' }),
    contributor: { id: 7, name: 'Cy Lens', email: 'cy@example.com' },
    releases: [],
    history: [],
    ...overrides,
  };
}

/** The server reads its limits in 1024-byte units (UPLOAD_IMAGE_MAX_MB and the others). */
const MIB = 1024 * 1024;

export const UPLOAD_LIMITS: UploadLimits = {
  image: { formats: ['JPEG', 'PNG', 'WebP', 'TIFF'], min_megapixels: 4, max_megapixels: 100, max_bytes: 50 * MIB },
  video: {
    containers: ['MP4', 'MOV'],
    codecs: ['H.264', 'H.265', 'ProRes'],
    min_seconds: 5,
    max_seconds: 60,
    min_width: 1280,
    min_height: 720,
    max_bytes: 4096 * MIB,
  },
  daily_upload_limit: 100,
  uploads_today: 3,
  storage_quota_bytes: 100 * 1024 * MIB,
  storage_used_bytes: 1_200_000_000,
  tus_endpoint: '/api/contributor/uploads/tus',
};

/** Signs in a contributor in this test's local storage, as a login would have. */
export function signInContributor(name = 'Cy Lens') {
  localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
  localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name }));
}

export function signInAdmin(name = 'Ada Admin') {
  localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
  localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name }));
}

/** A contributor's confirmed German bank account as the API answers it, masked. */
export function bankDetails(overrides: Partial<BankDetails> = {}): BankDetails {
  return {
    account_holder_name: 'Cy Lens',
    bank_name: 'Deutsche Bank',
    country: 'DE',
    method: 'iban',
    account_masked: '•••• 3000',
    code_masked: null,
    verified: true,
    verified_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
