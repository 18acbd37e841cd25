import sharp from 'sharp';
import { processImage } from './process';

// The upload checks, on files made here with sharp (no binary fixtures): only the four raster
// types by their bytes, within 20 MB and 50 megapixels, never a decompression bomb, and nothing of
// an original's metadata (a script, a GPS position) in a public file; EXIF orientation applied.

jest.setTimeout(60_000);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });
const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();
const jpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();

async function processed(bytes: Uint8Array) {
  const outcome = await processImage(bytes);
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.image;
}

/** Every public file's bytes, as one string to search for what must not be in any. */
const allFiles = (image: Awaited<ReturnType<typeof processed>>) =>
  Buffer.concat(image.variants.map((v) => v.data)).toString('latin1');

describe('processImage', () => {
  it('makes AVIF and WebP at each width up to the image’s own, named by their hashes', async () => {
    const image = await processed(await png(700, 350));
    expect(image).toMatchObject({ type: 'png', width: 700, height: 350, hadLocation: false });
    expect(image.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'avif@320x160',
      'webp@320x160',
      'avif@640x320',
      'webp@640x320',
      'avif@700x350',
      'webp@700x350',
    ]);
    for (const variant of image.variants) {
      expect(variant.name).toMatch(
        new RegExp(`^[0-9a-f]{64}-${variant.width}\\.${variant.format}$`),
      );
      expect((await sharp(variant.data).metadata()).format).toBe(
        variant.format === 'avif' ? 'heif' : 'webp',
      );
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('fits a large image within 2560 px', async () => {
    const image = await processed(await jpeg(4000, 1000));
    expect([image.width, image.height]).toEqual([2560, 640]);
    expect(Math.max(...image.variants.map((v) => v.width))).toBe(2560);
  });

  it('applies the EXIF orientation before resizing', async () => {
    // Stored 200×100 with orientation 6 (rotate 90° clockwise to view): upright it is 100×200.
    const rotated = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await processed(rotated);
    expect([image.width, image.height]).toEqual([100, 200]);
  });

  it('strips the metadata, GPS included, and says a position was there', async () => {
    const withGps = await solid(120, 80)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Ana Ruiz', Artist: 'Ana Ruiz' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const image = await processed(withGps);
    expect(image.hadLocation).toBe(true);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect([variant.name, metadata.exif, metadata.xmp, metadata.icc]).toEqual([
        variant.name,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(allFiles(image)).not.toContain('Ana Ruiz');
  });

  it('keeps no script hidden in the metadata', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const tainted = await solid(120, 80)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: payload } })
      .toBuffer();
    expect(tainted.toString('latin1')).toContain(payload);
    const image = await processed(tainted);
    expect(image.hadLocation).toBe(false);
    expect(allFiles(image)).not.toContain('<script');
  });

  it('re-encodes a polyglot, so what rode along after the image is gone', async () => {
    // A valid PNG followed by an HTML page: served as is, a browser sniffing it could run it.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const polyglot = Buffer.concat([await png(), html]);
    const outcome = await processImage(polyglot);
    if (outcome.ok) expect(allFiles(outcome.image)).not.toContain('<script');
    else expect(outcome.reason).toBe('imageUnreadable');
    // A GIF that is also JavaScript (`GIF89a=…`), and an SVG: not one of the four types.
    const gifScript = Buffer.concat([
      await solid(8, 8).gif().toBuffer(),
      Buffer.from('*/=alert(1)//'),
    ]);
    expect(await processImage(gifScript)).toEqual({ ok: false, reason: 'imageType' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await processImage(svg)).toEqual({ ok: false, reason: 'imageType' });
  });

  it('refuses a file that starts like an image and is something else', async () => {
    const fake = Buffer.concat([(await png()).subarray(0, 8), Buffer.from('<html></html>')]);
    expect(await processImage(fake)).toEqual({ ok: false, reason: 'imageUnreadable' });
    // A TIFF (which libvips reads) behind a JPEG's first bytes: the allowlist and the format check.
    const tiff = await solid(16, 16).tiff().toBuffer();
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), tiff]);
    expect(await processImage(disguised)).toEqual({ ok: false, reason: 'imageUnreadable' });
  });

  it('decides the type by the bytes, not by the name', async () => {
    // A PNG called photo.jpg is a PNG; a text file called photo.png is refused. The name never
    // reaches processImage: only bytes do.
    expect((await processed(await png())).type).toBe('png');
    expect(await processImage(Buffer.from('just text, named photo.png'))).toEqual({
      ok: false,
      reason: 'imageType',
    });
    const webp = await solid(32, 32).webp().toBuffer();
    expect((await processed(webp)).type).toBe('webp');
    const avif = await solid(32, 32).avif().toBuffer();
    expect((await processed(avif)).type).toBe('avif');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // 12000 × 12000 of one colour: a few hundred kilobytes, 144 megapixels once decoded.
    const bomb = await sharp({
      create: { width: 12_000, height: 12_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    expect(await processImage(bomb)).toEqual({ ok: false, reason: 'imageTooManyPixels' });
  });

  it('refuses a 60-megapixel image and takes one of 50', async () => {
    const sixty = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await processImage(sixty)).toEqual({ ok: false, reason: 'imageTooManyPixels' });
    const fifty = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const outcome = await processImage(fifty);
    expect(outcome.ok && [outcome.image.width, outcome.image.height]).toEqual([2560, 1280]);
  });

  it('refuses a file over 20 MB without reading it', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await processImage(big)).toEqual({ ok: false, reason: 'imageTooLarge' });
  });
});
