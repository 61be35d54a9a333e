import type { uploadContentTypes } from '@tams/domain';

type ImageType = (typeof uploadContentTypes)[number];

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * What an uploaded file really is, from its bytes (never from its name or declared type): PNG, JPEG or
 * SVG, else undefined. An SVG that could run script when opened on its own (script elements, event
 * handler attributes, javascript: URLs, foreignObject, external entities) is refused as well.
 */
export function sniffImage(bytes: Buffer): { type: ImageType } | { refusal: string } {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg' };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // an SVG document: optional XML declaration, comments and doctype, then the svg root element
  const prologue =
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!prologue.test(text)) return { refusal: 'Must be a PNG, JPEG or SVG image' };
  // element names may carry any namespace prefix (<s:script> is a script when s is the SVG namespace)
  const active = /<([\w.-]+:)?(script|foreignObject|iframe|embed|object|handler|listener)\b/i;
  if (active.test(text) || /<!ENTITY|\son[a-z]+\s*=|javascript:|data:text\/html/i.test(text)) {
    return { refusal: 'This SVG contains script or embedded content: save it as a plain SVG, PNG or JPEG' };
  }
  return { type: 'image/svg+xml' };
}
