/**
 * The shipped weights' packing: int8 values, each run of zeros (the
 * configurations never seen in the games) written as the byte -128 and the
 * run's length, then base64, so the weights are a string constant inside the
 * build (nothing is read from disk at run time, in Node or in a browser).
 *
 * ```ts
 * const text = packInt8(Int8Array.from([3, 0, 0, 0, -5]));
 * const out = new Int8Array(5);
 * unpackInt8(text, out); // 5; out is [3, 0, 0, 0, -5]
 * ```
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The marker of a zero run (never a weight: weights are clamped to -127..127). */
const RUN = -128;

/** Packs int8 values in -127..127 into a base64 string. */
export function packInt8(values: Int8Array): string {
  const bytes: number[] = [];
  for (let i = 0; i < values.length; ) {
    if (values[i] === 0) {
      let n = 0;
      while (i < values.length && values[i] === 0 && n < 255) {
        n++;
        i++;
      }
      bytes.push(RUN & 255, n);
    } else {
      bytes.push(values[i]! & 255);
      i++;
    }
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    out += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | (b >> 4)]!;
    out += i + 1 < bytes.length ? ALPHABET[((b & 15) << 2) | (c >> 6)]! : '=';
    out += i + 2 < bytes.length ? ALPHABET[c & 63]! : '=';
  }
  return out;
}

/** Unpacks the values packed by packInt8 into `out`; returns how many the
 * string held (the shipped weights' test checks it is exactly out.length). */
export function unpackInt8(text: string, out: Int8Array): number {
  const digit = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) digit[ALPHABET.charCodeAt(i)] = i;
  let len = (text.length / 4) * 3;
  if (text.endsWith('==')) len -= 2;
  else if (text.endsWith('=')) len -= 1;
  const bytes = new Uint8Array(len);
  for (let i = 0, o = 0; i < text.length; i += 4) {
    const a = digit[text.charCodeAt(i)]!;
    const b = digit[text.charCodeAt(i + 1)]!;
    const c = text[i + 2] === '=' ? 0 : digit[text.charCodeAt(i + 2)]!;
    const d = text[i + 3] === '=' ? 0 : digit[text.charCodeAt(i + 3)]!;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < len) bytes[o++] = n >> 16;
    if (o < len) bytes[o++] = (n >> 8) & 255;
    if (o < len) bytes[o++] = n & 255;
  }
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const v = (bytes[i]! << 24) >> 24;
    if (v === RUN) o += bytes[++i]!;
    else out[o++] = v;
  }
  return o;
}
