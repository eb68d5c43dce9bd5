// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inlineRegistryReads } from '../../build/inlineRegistryReads.ts'

// A part as Rolldown renders it before minifying: two stand-ins of modules parkade.js holds, each
// with its reader, and the part's own code using what it read.
const rendered = `this.__parkadeScript.c.login = (function(exports) {

// \\0parkade-from-registry:/packages/react/src/provider/useParkade.ts
	var m$1 = __parkadeScript.m.m117gl;
	var read$1 = (key) => m$1[key];
	var useParkade = /* @__PURE__ */ read$1("r");

// \\0parkade-from-registry:/preact/jsx-runtime/dist/jsxRuntime.mjs
	var m = __parkadeScript.m.mlncx8;
	var read = (key) => m[key];
	var jsxs = /* @__PURE__ */ read("S");
	var jsx = /* @__PURE__ */ read("n");

	exports.answer = () => [useParkade(), jsx("b"), jsxs("i")].join(" ");
	return exports;
})({});`

/** Runs a part against a registry and returns what it put into the page's registry. */
function run(code: string): { answer: () => string } {
  const page = {
    __parkadeScript: {
      c: {} as Record<string, { answer: () => string }>,
      m: { m117gl: { r: () => 'client' }, mlncx8: { S: (tag: string) => `<${tag}>…`, n: (tag: string) => `<${tag}>` } },
    },
  }
  new Function('__parkadeScript', code).call(page, page.__parkadeScript)
  return page.__parkadeScript.c.login!
}

describe('inlineRegistryReads', () => {
  it('turns each read of a held module into a property read, with no reader left, and the part works the same', () => {
    const out = inlineRegistryReads(rendered)
    expect(out).not.toBeNull()
    expect(out!.code).toContain('var useParkade = m$1.r;')
    expect(out!.code).toContain('var jsxs = m.S;')
    expect(out!.code).toContain('var jsx = m.n;')
    expect(out!.code).not.toMatch(/read(\$\d+)?\b/)
    expect(run(out!.code).answer()).toBe(run(rendered).answer())
    expect(run(out!.code).answer()).toBe('client <b> <i>…')
    // The source map follows the code, so PARKADE_SCRIPT_SOURCEMAP builds still say where bytes come from.
    expect(out!.map.mappings.length).toBeGreaterThan(0)
  })

  it('leaves a part alone when a reader is used some other way than a rendered read', () => {
    const other = rendered.replace('exports.answer = () =>', 'exports.keys = read;\n\texports.answer = () =>')
    expect(inlineRegistryReads(other)).toBeNull()
  })

  it('leaves a part that reads nothing from the registry alone', () => {
    expect(inlineRegistryReads('this.__parkadeScript.c.texts = (function(exports) { exports.en = {}; return exports; })({});')).toBeNull()
  })
})
