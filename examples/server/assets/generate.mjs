// Regenerates the small sample files the reference backend serves for its seeded resources:
// a PNG (written with zlib), a one-page PDF (written by hand, offsets computed) and a two-second
// MP4 (recorded from a canvas by Chromium's MediaRecorder, since the machines have no ffmpeg).
// The outputs are committed; run `node examples/server/assets/generate.mjs` only to change them.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const here = new URL('./', import.meta.url);

/** CRC-32 as PNG chunks need it. */
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 96×96 RGB badge: a navy field with an amber diagonal band. */
function png() {
  const size = 96;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < 14;
      row.set(band ? [0xfb, 0xbf, 0x24] : [0x1e, 0x3a, 0x8a], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a title line, its cross-reference table computed from real offsets. */
function pdf() {
  const text = 'BT /F1 24 Tf 72 720 Td (Partner Programme Data Sheet) Tj ET\nBT /F1 12 Tf 72 690 Td (A sample document served by the reference backend.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Two seconds of a moving square, H.264 in MP4, recorded in the browser. */
async function mp4() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const bytes = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      const context = canvas.getContext('2d');
      let frame = 0;
      const draw = () => {
        context.fillStyle = '#1e3a8a';
        context.fillRect(0, 0, 160, 90);
        context.fillStyle = '#fbbf24';
        context.fillRect((frame * 4) % 160, 30, 30, 30);
        frame++;
      };
      draw();
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4;codecs=avc1.42E01E', videoBitsPerSecond: 100_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const timer = setInterval(draw, 66);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    });
    return Buffer.from(bytes);
  } finally {
    await browser.close();
  }
}

writeFileSync(new URL('sample-image.png', here), png());
writeFileSync(new URL('sample-document.pdf', here), pdf());
writeFileSync(new URL('sample-video.mp4', here), await mp4());
console.log('Wrote sample-image.png, sample-document.pdf and sample-video.mp4');
