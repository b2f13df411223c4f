/**
 * The Google Maps stand-in of the browser tests (tests/support/maps-stand-in.js) held to the site's
 * code and to Google's reference (@types/google.maps):
 * - whatever the site calls of the Maps JavaScript API, in its own code (read with the TypeScript
 *   compiler's type checker) and through the @vis.gl/react-google-maps parts it uses, the stand-in
 *   defines, so no call goes untested;
 * - whatever the stand-in defines is declared in Google's reference and not deprecated there (no
 *   AutocompleteService, no Marker), and is called by the site, so a browser test that passes against
 *   the stand-in used only what Google sells to new customers today.
 *
 * Members are named as the reference declares them: `google.maps.places.Place#fetchFields` (an
 * instance member), `google.maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions` (a
 * static one or a namespace member), `importLibrary("places").AutocompleteSuggestion` (a member of
 * what `importLibrary("places")` resolves to).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const REFERENCE = createRequire(import.meta.url).resolve('@types/google.maps/index.d.ts');
const STAND_IN = path.join(root, 'tests/support/maps-stand-in.js');
const SITE_FOLDERS = ['app', 'components', 'lib'];
const VIS_GL = '@vis.gl/react-google-maps';

const instance = (cls: string, members: string[]) => members.map((m) => `${cls}#${m}`);
/**
 * What the parts of @vis.gl/react-google-maps call of Google's API, read from its source (1.10).
 * A part the site starts to use must be added here, with what it calls.
 */
const VIS_GL_CALLS: Record<string, string[]> = {
  APIProvider: ['google.maps.importLibrary', 'importLibrary("core")', 'importLibrary("maps")', 'google.maps.Settings.getInstance'],
  Map: [
    'google.maps.Map',
    ...instance('google.maps.Map', ['setOptions', 'moveCamera', 'getCenter', 'getZoom', 'getHeading', 'getTilt', 'getBounds']),
    'google.maps.MVCObject#addListener',
    'google.maps.LatLng#toJSON',
    'google.maps.LatLngBounds#toJSON',
    'google.maps.event.addListener',
    'google.maps.event.clearInstanceListeners',
  ],
  AdvancedMarker: [
    'importLibrary("marker")',
    'importLibrary("marker").AdvancedMarkerElement',
    ...instance('google.maps.marker.AdvancedMarkerElement', [
      'map',
      'content',
      'position',
      'title',
      'zIndex',
      'collisionBehavior',
      'gmpClickable',
      'gmpDraggable',
      'anchorLeft',
      'anchorTop',
    ]),
    'google.maps.version',
  ],
  useMap: [],
  useMapsLibrary: ['google.maps.importLibrary'],
  // the legacy marker (deprecated by Google): named so that using it fails with its own name
  Marker: ['importLibrary("marker").Marker', 'google.maps.Marker'],
};

/**
 * Deprecated in Google's reference, yet set by the current @vis.gl/react-google-maps (1.10) for a
 * marker's custom content; Google still serves it. The only deprecated member the stand-in may define.
 */
const DEPRECATED_BUT_SET_BY_VIS_GL = ['google.maps.marker.AdvancedMarkerElement#content'];

/* ---------- Google's reference ---------- */

interface Reference {
  /** every declared member, whether it is deprecated */
  declared: Map<string, { deprecated: boolean }>;
  /** `importLibrary("places").Place` → `google.maps.places.Place` */
  libraryMembers: Map<string, string>;
  /** `google.maps.PlacesLibrary` → `places` */
  libraryOf: Map<string, string>;
}

const deprecated = (node: ts.Node) => ts.getJSDocTags(node).some((t) => t.tagName.text === 'deprecated');
const nameOf = (node: ts.Node): string | undefined => {
  const name = (node as { name?: ts.Node }).name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
};
const isStatic = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);

/** `google.maps.places` for anything declared inside `declare namespace google.maps.places { … }`. */
function namespaceOf(node: ts.Node): string {
  const names: string[] = [];
  for (let n = node.parent; n; n = n.parent) if (ts.isModuleDeclaration(n)) names.unshift(n.name.text);
  return names.join('.');
}

/** The reference's name for a declaration of @types/google.maps, or undefined for one that is no member (a type, an option). */
function memberPath(decl: ts.Node, ref: Pick<Reference, 'libraryOf'>): string | undefined {
  const name = nameOf(decl);
  if (!name) return undefined;
  const owner = decl.parent;
  if (ts.isClassDeclaration(owner) && owner.name && !ts.isConstructorDeclaration(decl)) {
    return `${namespaceOf(owner)}.${owner.name.text}${isStatic(decl) ? '.' : '#'}${name}`;
  }
  if (ts.isInterfaceDeclaration(owner)) {
    const library = ref.libraryOf.get(`${namespaceOf(owner)}.${owner.name.text}`);
    return library && ts.isPropertySignature(decl) ? `importLibrary("${library}").${name}` : undefined;
  }
  if (ts.isVariableDeclaration(decl)) return `${namespaceOf(decl.parent.parent)}.${name}`;
  if (ts.isClassDeclaration(decl) || ts.isFunctionDeclaration(decl) || ts.isEnumDeclaration(decl)) return `${namespaceOf(decl)}.${name}`;
  return undefined;
}

function readReference(file: ts.SourceFile): Reference {
  const ref: Reference = { declared: new Map(), libraryMembers: new Map(), libraryOf: new Map() };
  const declare = (p: string, isDeprecated: boolean) => ref.declared.set(p, { deprecated: isDeprecated || ref.declared.get(p)?.deprecated === true });
  // the libraries by name: interface ImportLibraryMap { "places": google.maps.PlacesLibrary; … }
  const libraries = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ImportLibraryMap') {
      for (const m of node.members) {
        if (ts.isPropertySignature(m) && m.type && ts.isTypeReferenceNode(m.type)) ref.libraryOf.set(m.type.typeName.getText(file), nameOf(m)!);
      }
    }
    ts.forEachChild(node, libraries);
  };
  libraries(file);
  for (const name of ref.libraryOf.values()) declare(`importLibrary("${name}")`, false);
  // every namespace and member; a deprecated class deprecates its members
  const members = (node: ts.Node, inDeprecated: boolean): void => {
    const isDeprecated = inDeprecated || deprecated(node);
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) declare(`${namespaceOf(node)}.${node.name.text}`.replace(/^\./, ''), false);
    const p = memberPath(node, ref);
    if (p) declare(p, isDeprecated);
    if (p?.startsWith('importLibrary(') && ts.isPropertySignature(node) && node.type && ts.isTypeQueryNode(node.type)) {
      ref.libraryMembers.set(p, node.type.exprName.getText(file));
    }
    ts.forEachChild(node, (child) => members(child, isDeprecated && !ts.isModuleDeclaration(node)));
  };
  members(file, false);
  // a library member is as deprecated as the class it stands for (MarkerLibrary.Marker is google.maps.Marker)
  for (const [member, target] of ref.libraryMembers) declare(member, ref.declared.get(target)?.deprecated === true);
  return ref;
}

/* ---------- the site's calls ---------- */

/** Each call, with where it is made (file:line). */
type Uses = Map<string, Set<string>>;

function siteFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && /google\.maps|@vis\.gl\/react-google-maps/.test(readFileSync(full, 'utf8'))) files.push(full);
    }
  };
  for (const folder of SITE_FOLDERS) walk(path.join(root, folder));
  return files;
}

/** The string values of `'places'`, `['places']` or a constant holding one. */
function stringsOf(expr: ts.Expression | undefined, checker: ts.TypeChecker): string[] {
  if (!expr) return [];
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (ts.isArrayLiteralExpression(expr)) return expr.elements.flatMap((e) => stringsOf(e, checker));
  if (ts.isIdentifier(expr)) {
    const decl = checker.getSymbolAtLocation(expr)?.valueDeclaration;
    return decl && ts.isVariableDeclaration(decl) ? stringsOf(decl.initializer, checker) : [];
  }
  if (ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) return stringsOf(expr.expression, checker);
  return [];
}

const inTypePosition = (node: ts.Node) => {
  for (let n: ts.Node | undefined = node; n && !ts.isStatement(n); n = n.parent) if (ts.isTypeNode(n)) return true;
  return false;
};

/** The site's files with Google's reference, as tsconfig.json compiles them. */
function siteProgram(files: string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const options = { ...config!.options, noEmit: true, incremental: false };
  return ts.createProgram({ rootNames: [...files, REFERENCE], options, host: ts.createCompilerHost(options, true) });
}

function readSiteCalls(program: ts.Program, files: string[], ref: Reference): Uses {
  const checker = program.getTypeChecker();
  const uses: Uses = new Map();
  const record = (p: string, node: ts.Node) => {
    const file = node.getSourceFile();
    const where = `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    uses.set(p, (uses.get(p) ?? new Set()).add(where));
  };
  for (const file of files.map((f) => program.getSourceFile(f)!)) {
    const visit = (node: ts.Node): void => {
      // the parts of @vis.gl/react-google-maps the site uses, with what they call
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === VIS_GL) {
        const named = node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword ? undefined : node.importClause?.namedBindings;
        for (const spec of named && ts.isNamedImports(named) ? named.elements : []) {
          if (spec.isTypeOnly) continue;
          const part = (spec.propertyName ?? spec.name).text;
          const calls = VIS_GL_CALLS[part];
          if (!calls) throw new Error(`${path.relative(root, file.fileName)} uses ${part} of ${VIS_GL}: add what it calls of Google's API to VIS_GL_CALLS`);
          for (const c of calls) record(c, spec);
        }
        return;
      }
      // the libraries asked for by name: useMapsLibrary('places'), importLibrary('places'), <APIProvider libraries={…}>
      if (ts.isCallExpression(node) && /^(useMapsLibrary|importLibrary)$/.test(node.expression.getText(file).split('.').at(-1)!)) {
        for (const name of stringsOf(node.arguments[0], checker)) record(`importLibrary("${name}")`, node);
      }
      if (ts.isJsxAttribute(node) && node.name.getText(file) === 'libraries' && node.initializer && ts.isJsxExpression(node.initializer)) {
        for (const name of stringsOf(node.initializer.expression, checker)) record(`importLibrary("${name}")`, node);
      }
      // every name that stands for a member of Google's reference, outside types
      if (ts.isIdentifier(node) && !inTypePosition(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const decl of symbol?.declarations ?? []) {
          if (path.resolve(decl.getSourceFile().fileName) !== REFERENCE) continue;
          const p = memberPath(decl, ref);
          if (p) record(p, node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return uses;
}

/* ---------- the stand-in ---------- */

interface StandIn {
  /** every member it defines, namespaces and libraries included */
  defines: Set<string>;
  /** library members that are not the namespace's class of the same name */
  mismatched: string[];
}

const isClass = (v: unknown): v is (new () => unknown) & Record<string, unknown> =>
  typeof v === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(v));

async function readStandIn(ref: Reference): Promise<StandIn> {
  const sandbox: Record<string, unknown> = {
    document: { currentScript: null },
    location: { href: 'https://maps.googleapis.com/maps/api/js?key=surface-test' },
    HTMLElement: class {},
    customElements: { define: () => undefined },
    URL,
    performance,
    console,
  };
  sandbox.window = sandbox;
  vm.runInNewContext(readFileSync(STAND_IN, 'utf8'), sandbox, { filename: STAND_IN });
  const maps = (sandbox.google as { maps: Record<string, unknown> }).maps;

  const defines = new Set<string>();
  const walk = (value: Record<string, unknown>, at: string) => {
    for (const [key, v] of Object.entries(value)) {
      const p = `${at}.${key}`;
      defines.add(p);
      if (isClass(v)) {
        for (const s of Object.getOwnPropertyNames(v)) if (!['length', 'name', 'prototype'].includes(s)) defines.add(`${p}.${s}`);
        for (const m of Object.getOwnPropertyNames(v.prototype)) if (m !== 'constructor') defines.add(`${p}#${m}`);
      } else if (v !== null && typeof v === 'object') {
        walk(v as Record<string, unknown>, p);
      }
    }
  };
  walk(maps, 'google.maps');

  const mismatched: string[] = [];
  const importLibrary = maps.importLibrary as (name: string) => Promise<Record<string, unknown>>;
  for (const name of ref.libraryOf.values()) {
    const library = await importLibrary(name).catch(() => undefined);
    if (!library) continue;
    defines.add(`importLibrary("${name}")`);
    for (const [key, v] of Object.entries(library)) {
      const member = `importLibrary("${name}").${key}`;
      defines.add(member);
      const target = ref.libraryMembers.get(member);
      const inNamespace = target?.split('.').slice(2).reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], maps);
      if (inNamespace !== v) mismatched.push(member);
    }
  }
  return { defines, mismatched };
}

/* ---------- the checks ---------- */

/** A library member stands for its namespace's class: one name for both. */
const canonical = (p: string, ref: Reference) => ref.libraryMembers.get(p) ?? p;
/** A name and what it sits in: `google.maps.places.Place#location` → …Place, google.maps.places, google.maps. */
const withOwners = (p: string) => {
  const parts = [p];
  for (let i = p.length - 1; i > 0; i--) if (p[i] === '.' || p[i] === '#') parts.push(p.slice(0, i));
  return parts;
};

let ref: Reference;
let uses: Uses;
let standIn: StandIn;

/**
 * The type checker's program of the whole site: a few seconds alone, above a minute on a loaded
 * 2-core machine with other suites running. This limit only catches a hang.
 */
const PROGRAM_LIMIT_MS = 5 * 60_000;

beforeAll(async () => {
  const files = siteFiles();
  const program = siteProgram(files);
  ref = readReference(program.getSourceFile(REFERENCE)!);
  uses = readSiteCalls(program, files, ref);
  standIn = await readStandIn(ref);
}, PROGRAM_LIMIT_MS);

describe('the maps stand-in against the site and Google’s reference', () => {
  it('reads the site’s calls: the place search is the Places API (New), the pins advanced markers', () => {
    expect([...uses.keys()]).toEqual(
      expect.arrayContaining([
        'importLibrary("places")',
        'importLibrary("places").AutocompleteSuggestion',
        'importLibrary("places").AutocompleteSessionToken',
        'google.maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions',
        'google.maps.places.AutocompleteSuggestion#placePrediction',
        'google.maps.places.PlacePrediction#toPlace',
        'google.maps.places.Place#fetchFields',
        'google.maps.places.Place#location',
        'google.maps.Map#panTo',
        'google.maps.LatLng#lat',
        'importLibrary("marker").AdvancedMarkerElement',
      ]),
    );
  });

  it('defines everything the site calls, itself and through @vis.gl/react-google-maps', () => {
    const missing = [...uses].filter(([p]) => !standIn.defines.has(p)).map(([p, where]) => `${p} (${[...where].join(', ')})`);
    expect(missing, 'called by the site but not in the stand-in').toEqual([]);
  });

  it('defines only what Google’s reference declares, none of it deprecated', () => {
    const undeclared = [...standIn.defines].filter((p) => !ref.declared.has(p) && !ref.declared.has(canonical(p, ref)));
    expect(undeclared, 'not in @types/google.maps').toEqual([]);
    const deprecatedThere = [...standIn.defines].filter((p) => ref.declared.get(p)?.deprecated || ref.declared.get(canonical(p, ref))?.deprecated);
    expect(deprecatedThere, 'deprecated in @types/google.maps').toEqual(DEPRECATED_BUT_SET_BY_VIS_GL);
    // the exception holds only while it is deprecated and @vis.gl/react-google-maps still sets it
    for (const p of DEPRECATED_BUT_SET_BY_VIS_GL) expect(Object.values(VIS_GL_CALLS).flat()).toContain(p);
    expect(standIn.mismatched, 'a library member that is not the namespace’s own').toEqual([]);
  });

  it('defines nothing the site does not call', () => {
    const called = new Set([...uses.keys()].flatMap((p) => withOwners(canonical(p, ref))));
    const unused = [...standIn.defines].filter((p) => !called.has(canonical(p, ref)));
    expect(unused, 'in the stand-in but never called by the site').toEqual([]);
  });

  it('offers none of the classes Google no longer sells to new customers, nor the Geocoding API', () => {
    const legacy = [
      'google.maps.Marker',
      'google.maps.places.AutocompleteService',
      'google.maps.places.Autocomplete',
      'google.maps.places.PlacesService',
      'google.maps.places.SearchBox',
      'google.maps.Geocoder',
    ];
    // the names are Google's
    expect(legacy.filter((p) => !ref.declared.has(p))).toEqual([]);
    expect([...ref.libraryOf.values()]).toContain('geocoding');
    const offered = [...standIn.defines].filter((p) => legacy.includes(canonical(p, ref)) || p === 'importLibrary("geocoding")');
    expect(offered).toEqual([]);
  });
});
