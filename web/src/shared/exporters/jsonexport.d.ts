// jsonexport (react-admin's CSV writer, a dependency of ra-core) ships no types; the part used here.
declare module 'jsonexport/dist/index.js' {
  interface JsonExportOptions {
    headers?: string[];
    rowDelimiter?: string;
    forceTextDelimiter?: boolean;
  }
  function jsonExport(
    data: object[],
    options: JsonExportOptions,
    callback: (error: Error | null, csv: string) => void,
  ): void;
  export default jsonExport;
}
