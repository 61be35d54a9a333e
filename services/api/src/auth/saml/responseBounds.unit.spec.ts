import { describe, expect, it } from 'vitest';
import { boundSamlResponse, samlResponseLimits } from './responseBounds.js';

const encoded = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
const refusalOf = (xml: string) => {
  const bounded = boundSamlResponse(encoded(xml));
  return 'refusal' in bounded ? bounded.refusal : undefined;
};
const response = (inner: string) =>
  `<?xml version="1.0"?><samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_1">${inner}</samlp:Response>`;

describe('boundSamlResponse (issue 15: bound a SAMLResponse before node-saml parses it)', () => {
  it('passes an ordinary response through, decoded', () => {
    const xml = response('<saml:Issuer xmlns:saml="a">https://idp.test</saml:Issuer>');
    expect(boundSamlResponse(encoded(xml))).toEqual({ xml });
  });

  it('refuses a post longer than the bound before decoding it', () => {
    const long = 'A'.repeat(samlResponseLimits.base64Chars + 1);
    expect(boundSamlResponse(long)).toEqual({ refusal: expect.stringMatching(/longer than/) });
  });

  it('counts elements, self-closing ones too, and refuses one over the bound', () => {
    const under = '<a/>'.repeat(samlResponseLimits.elements - 1); // the Response is one
    expect(refusalOf(response(under))).toBeUndefined();
    expect(refusalOf(response(`${under}<a></a>`))).toMatch(/more than 2000 elements/);
  });

  it('refuses nesting deeper than the bound', () => {
    const deep = (levels: number) => `${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}`;
    expect(refusalOf(response(deep(samlResponseLimits.depth - 1)))).toBeUndefined();
    expect(refusalOf(response(deep(samlResponseLimits.depth)))).toMatch(/deeper than 50/);
  });

  it('refuses an element with more attributes or namespace declarations than the bound (issue 35)', () => {
    const attributes = (count: number) =>
      Array.from({ length: count }, (_, index) => ` a${index}="v"`).join('');
    const namespaces = (count: number) =>
      Array.from({ length: count }, (_, index) => ` xmlns:n${index} = "urn:${index}"`).join('');
    expect(refusalOf(response(`<x${attributes(30)}${namespaces(10)}/>`))).toBeUndefined();
    expect(refusalOf(response(`<x${attributes(31)}/>`))).toMatch(/more than 30 attributes/);
    expect(refusalOf(response(`<x${namespaces(11)}/>`))).toMatch(/declares more than 10 namespaces/);
    expect(refusalOf(response(`<x${' xmlns="urn:a"'.repeat(11)}/>`))).toMatch(/more than 10 namespaces/);
  });

  it('refuses more attributes or namespace declarations in all than the bound (issue 35)', () => {
    // the Response carries one declaration (xmlns:samlp) and one attribute (ID)
    const wide = (count: number) => '<x a="1" b="2" c="3" d="4" e="5"/>'.repeat(count / 5);
    expect(refusalOf(response(wide(995)))).toBeUndefined();
    expect(refusalOf(response(wide(1000)))).toMatch(/more than 1000 attributes/);
    const nested = (count: number) => '<x xmlns="urn:a">'.repeat(count) + '</x>'.repeat(count);
    expect(refusalOf(response(nested(40).repeat(4)))).toBeUndefined();
    expect(refusalOf(response(nested(40).repeat(5)))).toMatch(/declares more than 200 namespaces/);
  });

  it('scans a start tag of 70,000 equals signs in a few milliseconds', () => {
    const started = performance.now();
    expect(refusalOf(response(`<x ${'='.repeat(70_000)}/>`))).toMatch(/more than 30 attributes/);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses any DOCTYPE or markup declaration, wherever it is', () => {
    expect(refusalOf(`<!DOCTYPE r [<!ENTITY x "y">]>${response('')}`)).toMatch(/DOCTYPE/);
    expect(refusalOf(response('<!ENTITY x "y">'))).toMatch(/DOCTYPE/);
    expect(refusalOf(`<!doctype r>${response('')}`)).toMatch(/DOCTYPE/);
  });

  it('does not count markup inside comments, CDATA or quoted attribute values', () => {
    const hidden = '<a/>'.repeat(samlResponseLimits.elements + 10);
    expect(refusalOf(response(`<!--${hidden}--><x><![CDATA[${hidden}]]></x>`))).toBeUndefined();
    expect(refusalOf(response('<x attr="a > b" other=\'<!DOCTYPE\'/>'))).toBeUndefined();
  });

  it('refuses markup it cannot scan to its end', () => {
    expect(refusalOf(response('<!-- never closed'))).toMatch(/not well-formed/);
    expect(refusalOf('<samlp:Response attr="open>')).toMatch(/not well-formed/);
  });

  it('scans the largest post it takes in a few milliseconds', () => {
    const xml = response(`<x>${'<a b="c"/>'.repeat(7000)}</x>`);
    const post = encoded(xml).slice(0, samlResponseLimits.base64Chars);
    const started = performance.now();
    boundSamlResponse(post);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
