import { describe, expect, it } from 'vitest';
import { sniffImage } from './imageSniffing.js';

const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

describe('sniffImage', () => {
  it('knows PNG and JPEG by their first bytes, whatever the file is called', () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      type: 'image/png',
    });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toEqual({ type: 'image/jpeg' });
  });
  it('takes a plain SVG, with or without a prologue', () => {
    expect(sniffImage(svg('<circle r="4"/>'))).toEqual({ type: 'image/svg+xml' });
    expect(sniffImage(Buffer.from('<svg viewBox="0 0 1 1"></svg>'))).toEqual({ type: 'image/svg+xml' });
  });
  it('refuses other files: GIF, text, HTML', () => {
    for (const bytes of [
      Buffer.from('GIF89a...'),
      Buffer.from('hello'),
      Buffer.from('<html><svg></svg></html>'),
    ]) {
      expect(sniffImage(bytes)).toEqual({ refusal: 'Must be a PNG, JPEG or SVG image' });
    }
  });
  it('refuses an SVG that could run script or embed content', () => {
    for (const body of [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<a href="javascript:alert(1)"><text>x</text></a>',
      '<foreignObject><div/></foreignObject>',
      '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>',
      '<x:foreignObject xmlns:x="http://www.w3.org/2000/svg"/>',
    ]) {
      expect(sniffImage(svg(body))).toHaveProperty('refusal');
    }
    expect(
      sniffImage(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg/>')),
    ).toHaveProperty('refusal');
  });
});
