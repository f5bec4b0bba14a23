/** The part of html-to-text 10 (which ships no types) the renderer uses. */
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  export interface HtmlToTextOptions {
    wordwrap?: number | false;
    selectors?: SelectorDefinition[];
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
  /** The converter for `options`, built once (convert builds it again on every call). */
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}
