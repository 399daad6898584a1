import { stat } from 'node:fs/promises';
import { mediaBinaries } from './binaries';
import { MediaRejectedError } from './media-rejected-error';
import type { ProbedVideo, VideoCodec } from './media-types';
import { runProcess } from './run-process';

export const NOT_A_VIDEO_MESSAGE = 'This file is not a video we can read. Please upload an MP4 or MOV file.';
const ACCEPTED_CODECS: Record<string, VideoCodec> = { h264: 'h264', hevc: 'hevc', prores: 'prores' };
const PROBE_TIMEOUT_MS = 30_000;

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; tags?: { major_brand?: string } };
}

/**
 * What the file really is, according to ffprobe reading its content (the name is never consulted). Refuses anything
 * that is not an MP4 or MOV with an H.264, HEVC or ProRes picture of some length.
 */
export async function probeVideo(path: string): Promise<ProbedVideo> {
  const { size: bytes } = await stat(path);
  if (bytes === 0) throw new MediaRejectedError('The file is empty.');

  let probe: FfprobeOutput;
  try {
    const json = await runProcess(
      mediaBinaries().ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
    probe = JSON.parse(json.toString('utf8')) as FfprobeOutput;
  } catch (error) {
    throw new MediaRejectedError(NOT_A_VIDEO_MESSAGE, { cause: error });
  }

  const formatNames = (probe.format?.format_name ?? '').split(',');
  if (!formatNames.includes('mov') && !formatNames.includes('mp4')) throw new MediaRejectedError(NOT_A_VIDEO_MESSAGE);
  // Cover art in an audio file is a "video" stream too; it is not a picture that moves.
  const video = probe.streams?.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video) throw new MediaRejectedError('This file has no video picture in it. Please upload an MP4 or MOV video.');

  const codec = ACCEPTED_CODECS[video.codec_name ?? ''];
  if (!codec) {
    throw new MediaRejectedError(
      video.codec_name
        ? `This video is encoded as ${video.codec_name.toUpperCase()}. Please upload H.264, HEVC or ProRes video.`
        : 'This video is encoded as an unknown format. Please upload H.264, HEVC or ProRes video.',
    );
  }
  const codedWidth = video.width ?? 0;
  const codedHeight = video.height ?? 0;
  const durationMs = Math.round(Number(probe.format?.duration ?? video.duration ?? 0) * 1000);
  const fps = frameRate(video.avg_frame_rate) || frameRate(video.r_frame_rate);
  if (codedWidth <= 0 || codedHeight <= 0 || !Number.isFinite(durationMs) || durationMs <= 0 || fps <= 0) {
    throw new MediaRejectedError('This video has no playable picture (its size, length or frame rate is missing).');
  }

  const displayWidth = Math.round(codedWidth * pixelAspectRatio(video.sample_aspect_ratio));
  const quarterTurn = Math.abs(rotationDegrees(video)) % 180 === 90;
  return {
    // QuickTime files say so in their brand; everything else read by the mov demuxer is ISO MP4.
    container: probe.format?.tags?.major_brand?.trim() === 'qt' ? 'mov' : 'mp4',
    codec,
    width: quarterTurn ? codedHeight : displayWidth,
    height: quarterTurn ? displayWidth : codedHeight,
    durationMs,
    fps,
    bytes,
  };
}

function frameRate(value: string | undefined): number {
  const [numerator, denominator] = (value ?? '').split('/').map(Number);
  if (!numerator || !denominator) return 0;
  return Math.round((numerator / denominator) * 1000) / 1000;
}

/** Anamorphic video stores narrower pixels than it shows; the displayed width is what matters to a viewer. */
function pixelAspectRatio(value: string | undefined): number {
  const [x, y] = (value ?? '').split(':').map(Number);
  return x && y ? x / y : 1;
}

/** Phones record upright video as landscape plus a rotation; ffmpeg applies it when decoding, so we report it too. */
function rotationDegrees(stream: FfprobeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  return fromSideData ?? Number(stream.tags?.rotate ?? 0);
}
