#!/usr/bin/env bash
# Generates the reference upstream's preview clip once (000 §2.4: live previews are HLS): 8 s of a
# test pattern, H.264 baseline in MPEG-TS, cut into four 2-second segments (.m2t on disk: a .ts name would look like TypeScript to the tools). The segments are committed,
# so neither CI nor a fresh clone needs ffmpeg; the reference upstream loops them as a live playlist.
# Usage: bash scripts/make-preview-clip.sh   (needs ffmpeg: apt-get install ffmpeg)
set -euo pipefail
cd "$(dirname "$0")/.."
out=reference-upstream/media/preview
mkdir -p "$out"
rm -f "$out"/seg*.m2t "$out"/clip.m3u8
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=15" -t 8 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 36 -maxrate 150k -bufsize 300k \
  -g 30 -keyint_min 30 -sc_threshold 0 -an \
  -f hls -hls_time 2 -hls_list_size 0 -hls_segment_type mpegts \
  -hls_segment_filename "$out/seg%d.m2t" "$out/clip.m3u8"
# The playlist is built per request by the reference upstream; only the segments are kept.
rm -f "$out/clip.m3u8"
ls -l "$out"
