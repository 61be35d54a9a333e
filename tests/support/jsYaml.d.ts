// js-yaml comes with @apidevtools/swagger-parser and ships no types: the one call the tests make.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
