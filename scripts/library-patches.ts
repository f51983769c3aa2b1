import type { Plugin } from 'vite';

/**
 * Library code that Jobsight never runs but an add-on reviewer reads: `web-ext lint` (AMO's linter) warns on every
 * `innerHTML` write, Function constructor and `import()` of a computed address in the package, whichever code path
 * reaches it. Each patch below takes out one such path that Jobsight cannot take (why, in its `why`), so the package
 * lints clean (README "Firefox"). A patch whose text is no longer in its file fails the build: a library upgrade must
 * be looked at again, never let through with the warning back.
 */
interface LibraryPatch {
  /** The library file, as a path ending (node_modules/…). */
  file: RegExp;
  find: string;
  replace: string;
  /** How many times `find` is in the file. */
  count: number;
  why: string;
  /** The file is copied into the build as it is (an `?url` import), not loaded as a module. */
  asset?: true;
}

const REFUSED = (what: string) => `Promise.reject(new Error(${JSON.stringify(`${what} is not packed with Jobsight`)}))`;

export const LIBRARY_PATCHES: readonly LibraryPatch[] = [
  {
    file: /node_modules\/preact\/dist\/preact\.module\.js$/,
    find: 'if(h)c||p&&(h.__html==p.__html||h.__html==u.innerHTML)||(u.innerHTML=h.__html),t.__k=[];else if(p&&(u.innerHTML=""),',
    replace: 'if(h)throw new Error("dangerouslySetInnerHTML: page text is text");else if(p&&(u.textContent=""),',
    count: 1,
    why: 'dangerouslySetInnerHTML is never used (eslint forbids it); the branch that writes innerHTML now refuses instead',
  },
  {
    file: /node_modules\/underscore\/(?:modules\/_setup\.js|underscore-umd\.js)$/,
    find: "Function('return this')()",
    replace: 'globalThis',
    count: 1,
    why: "underscore's search for the global object ends in the Function constructor where self and global are missing; every browser has globalThis",
  },
  {
    file: /node_modules\/underscore\/(?:modules\/template\.js|underscore-umd\.js)$/,
    find: "render = new Function(argument, '_', source);",
    replace: 'throw new Error("_.template is not packed with Jobsight");',
    count: 1,
    why: '_.template compiles its templates with the Function constructor; mammoth never calls it',
  },
  {
    file: /node_modules\/setimmediate\/setImmediate\.js$/,
    find: 'callback = new Function("" + callback);',
    replace: 'throw new TypeError("setImmediate takes a function");',
    count: 1,
    why: 'the polyfill compiles a string callback; mammoth (through jszip) only ever passes functions',
  },
  {
    file: /node_modules\/jszip\/dist\/jszip\.min\.js$/,
    find: '"function"!=typeof e&&(e=new Function(""+e));',
    replace: 'if("function"!=typeof e)throw new TypeError("setImmediate takes a function");',
    count: 1,
    why: "jszip's bundled copy of the same polyfill",
  },
  {
    file: /node_modules\/pdfjs-dist\/build\/pdf\.mjs$/,
    find: `const worker = await import(
      /*webpackIgnore: true*/
      /*@vite-ignore*/
      this.workerSrc);`,
    replace: `const worker = await ${REFUSED("pdf.js's worker on the main thread")};`,
    count: 1,
    why: "the fake worker (pdf.js run on the page's thread when no Worker can start): extension pages always start one (components/runtime/cv-readers.ts)",
  },
  {
    file: /node_modules\/pdfjs-dist\/build\/pdf\.mjs$/,
    find: 'const wrapper = `await import("${new URL(src, window.location).href}");`;',
    replace: 'throw new Error("pdf.js\'s worker must come from the extension\'s own origin");',
    count: 1,
    why: 'a worker from another origin is wrapped in an import(); ours is packed with the extension, same origin',
  },
  {
    file: /(?:^|\/)pdf\.worker\.min(?:-[\w-]+)?\.mjs$/,
    find: 'await(import(\n/*webpackIgnore: true*/\n/*@vite-ignore*/\n`${WasmImage.#R}${this._noWasmFilename}`))',
    replace: `await ${REFUSED("pdf.js's image decoders")}`,
    count: 1,
    asset: true,
    why: "image decoders (JBIG2, JPEG 2000) as JavaScript from pdf.js's wasm folder, which is not packed: a CV is read for its text, and the import could only fail",
  },
];

function apply(patch: LibraryPatch, code: string, where: string): string {
  const found = code.split(patch.find).length - 1;
  if (found !== patch.count)
    throw new Error(
      `scripts/library-patches.ts: ${where} holds the patched text ${found} time(s), not ${patch.count}: the library changed, look at the patch again (${patch.why})`,
    );
  return code.split(patch.find).join(patch.replace);
}

/** The patches as a Vite plugin: modules as they load, and the pdf.js worker, which is copied as an asset (`?url`). */
export function libraryPatches(): Plugin {
  return {
    name: 'jobsight-library-patches',
    enforce: 'pre',
    transform(code, id) {
      // A module with a query (`?url`, `?raw`) is not the library's code but Vite's stand-in for it.
      if (id.includes('?')) return undefined;
      const patches = LIBRARY_PATCHES.filter((patch) => !patch.asset && patch.file.test(id));
      return patches.length ? patches.reduce((text, patch) => apply(patch, text, id), code) : undefined;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset') continue;
        const patches = LIBRARY_PATCHES.filter((patch) => patch.asset && patch.file.test(file.fileName));
        if (!patches.length) continue;
        const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = patches.reduce((patched, patch) => apply(patch, patched, file.fileName), text);
      }
    },
  };
}
