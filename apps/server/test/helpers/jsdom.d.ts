// Just the part of jsdom's API the page-script tests use (jsdom ships no types, and the server
// compiles without the DOM library).
declare module 'jsdom' {
  interface PageElement {
    value: string;
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
    dispatchEvent(event: unknown): boolean;
  }
  interface PageWindow {
    readonly document: {
      getElementById(id: string): PageElement | null;
      querySelectorAll(selector: string): Iterable<PageElement>;
    };
    readonly Event: new (type: string, init?: { bubbles?: boolean }) => unknown;
    close(): void;
  }
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; url?: string });
    readonly window: PageWindow;
  }
}
